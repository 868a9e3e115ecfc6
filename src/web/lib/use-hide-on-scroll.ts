import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the mobile header hides once the page has scrolled down past 64 px. */
export const HEADER_HIDE_THRESHOLD_PX = 64;

/**
 * Whether the header should be hidden after the page moved from `previousY` to `currentY`:
 * scrolling down past the threshold hides it, scrolling up (or being back within the threshold) shows
 * it, no movement keeps it as it was.
 */
export function nextHeaderHidden(
  wasHidden: boolean,
  previousY: number,
  currentY: number,
  threshold: number = HEADER_HIDE_THRESHOLD_PX,
): boolean {
  if (currentY <= threshold) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}

/**
 * Tracks window scrolling and says when a (mobile) header should slide away. While `enabled` is false
 * (e.g. the menu is open) the header stays visible.
 */
export function useHideOnScroll({
  enabled = true,
  threshold = HEADER_HIDE_THRESHOLD_PX,
}: { enabled?: boolean; threshold?: number } = {}): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    // Not at the first mount: the app's first screen has not been laid out yet, and reading scrollY
    // would lay the whole page out in the middle of its first render (tens of ms on a phone, before
    // the first paint). A page opens at the top, and a position the browser restores comes as a
    // scroll event. After that (the menu closed again) the page is laid out and the read is free.
    if (mounted.current) lastY.current = window.scrollY;
    mounted.current = true;
    if (!enabled) return;
    const onScroll = () => {
      const previousY = lastY.current;
      const y = Math.max(0, window.scrollY);
      lastY.current = y;
      setHidden((wasHidden) => nextHeaderHidden(wasHidden, previousY, y, threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);

  return enabled && hidden;
}
