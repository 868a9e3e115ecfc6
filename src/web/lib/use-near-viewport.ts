import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen yet; once true it stays true. For code
 * worth downloading only when someone scrolls to it (a chart below a long list). Without
 * IntersectionObserver (old browsers, jsdom) it answers true at once: the content shows as before.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
