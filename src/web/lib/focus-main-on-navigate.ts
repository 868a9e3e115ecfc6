import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves the keyboard focus to the page's <main> (which must have
 * tabIndex -1), as a full page load would start at the top: otherwise the focus stays on the menu link
 * just used, or falls to <body> when the phone menu closes, and a screen reader says nothing of the new
 * page. A page that placed the focus inside <main> itself (the player on its question) keeps it.
 */
export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
