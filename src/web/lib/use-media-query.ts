import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): the signed-in shell's sidebar and desktop header start here. */
export const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * The person asked their system for less motion. CSS stops its own animations then (styles.css, decision
 * 0071); what a script animates, a chart's canvas, asks this.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether `query` matches now, kept up to date as the window changes. Read synchronously on the first
 * render (no flash of the other layout). Where the browser has no matchMedia (the component tests'
 * jsdom) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}
