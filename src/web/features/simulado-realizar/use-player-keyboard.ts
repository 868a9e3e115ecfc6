import { useEffect, type Dispatch } from 'react';
import type { SimuladoAction } from './simulado-reducer';

/** Keys typed into these keep their own meaning. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Keyboard play: A–E choose (A–D on a four-alternative question, C and E on Certo/Errado: the reducer
 * ignores a letter outside the kind), Enter confers, ←/→ move. Not while `paused` or a text field/dialog
 * has focus.
 */
export function usePlayerKeyboard(dispatch: Dispatch<SimuladoAction>, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_ENTRY) || target?.closest('[role="dialog"]')) return;
      const key = event.key;
      if (/^[a-e]$/i.test(key)) {
        event.preventDefault();
        dispatch({ type: 'escolher', letra: key.toUpperCase() as 'A' | 'B' | 'C' | 'D' | 'E' });
      } else if (key === 'Enter') {
        // Enter on a focused button or link keeps its own meaning, except on an alternative.
        const control = target?.closest('button, a, summary, [role="button"]');
        if (control && control.getAttribute('role') !== 'radio') return;
        event.preventDefault();
        dispatch({ type: 'conferir' });
      } else if (key === 'ArrowLeft') {
        event.preventDefault();
        dispatch({ type: 'anterior' });
      } else if (key === 'ArrowRight') {
        event.preventDefault();
        dispatch({ type: 'proxima' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, paused]);
}
