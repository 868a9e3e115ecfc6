/**
 * A page's or a dialog's code that did not arrive: the connection dropped, or a deploy replaced the
 * files this tab knew (the server answers a previous build's file with 404, src/server/spa.ts).
 * Chromium, Firefox and Safari word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed/i.test(error.message);
}

/**
 * React's `onCaughtError`: an error that one of our boundaries caught and already shows the person as a
 * pt-BR message (a route's `errorElement`, a lazy dialog's toast, decision 0027). A download that failed
 * is the network, not a bug, and is not logged; anything else is logged once, for whoever reads the
 * console (and the browser suite fails on it). React's default would log both, with its own wording.
 */
export function reportCaughtError(error: unknown): void {
  if (isChunkLoadError(error)) return;
  console.error(error);
}

/**
 * React Router's `onError`: a route's loader or code that failed, and render errors its boundaries
 * caught. A render error (it carries React's `errorInfo`) is left to `onCaughtError`, so it is logged once.
 */
export function reportRouteError(error: unknown, { errorInfo }: { errorInfo?: unknown }): void {
  if (errorInfo === undefined) reportCaughtError(error);
}
