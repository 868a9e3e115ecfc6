/**
 * A value made the first time it is asked for, then kept.
 *
 * For Intl formats: a page's first Intl object makes the browser load its locale data, tens of
 * milliseconds of main thread on a phone. Built when its module loads, a format costs that on every page
 * whose code includes the module, whether the page formats anything or not (docs/decisions/0028; the
 * `bizu/no-module-intl` lint rule keeps Intl out of module scope).
 */
export function atFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
