import { useContext, useLayoutEffect } from 'react';
import { RouterStateContext, useRouterOrThrow } from './components';

const STORAGE_KEY = 'bizu-scroll-positions';
/** How long a restored position waits for the page to grow tall enough (images, late sections). */
const RESTORE_PATIENCE_MS = 1000;

/**
 * Scrolls back to `position`. When the page is not yet that tall (a section still arriving), it tries
 * again as the page grows, until it gets there, the student scrolls or presses a key, a second passes, or
 * the returned function is called (the next navigation).
 */
function restore(position: number): () => void {
  window.scrollTo(0, position);
  if (window.scrollY >= position - 1 || typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, position);
    if (window.scrollY >= position - 1) stop();
  });
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The scroll position of each history entry: back and forward return to where the page was, a new
 * page starts at the top (or at its #anchor), and a reload keeps the position.
 */
export function ScrollRestoration() {
  const router = useRouterOrThrow();
  const state = useContext(RouterStateContext);
  // A layout effect, declared first: the positions must be there when the one below restores.
  useLayoutEffect(() => {
    let saved: Record<string, number> = {};
    try {
      saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      // Storage unavailable or garbled: start without saved positions.
    }
    const stopKeeping = router.keepScrollPositions(saved);
    window.history.scrollRestoration = 'manual';
    const save = () => {
      saved[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // A full or blocked storage only costs the position after a reload.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
      stopKeeping();
    };
  }, [router]);

  const location = state?.location;
  const navigationType = state?.navigationType;
  useLayoutEffect(() => {
    if (!location) return;
    if (navigationType === 'POP') {
      const position = router.scrollPositionOf(location.key);
      return position === undefined ? undefined : restore(position);
    }
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, location, navigationType]);
  return null;
}
