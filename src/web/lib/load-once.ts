/**
 * `load` (a download of code on demand) wrapped so that calls share one download while it runs and
 * keep its result once it arrives; after a failure (offline, or a deploy removed this build's files)
 * the next call downloads again instead of repeating the error forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
