import { useCallback, useEffect, useId, useState } from 'react';

/**
 * Runs `task` once the browser is idle after this moment (at the latest after `timeoutMs`); returns a
 * function that cancels it. For code a screen's next step needs, such as the dialogs the player opens:
 * fetched while the student reads the first question, the first opening is as quick as the next, and the
 * download never competes with the page's own first paint. Browsers without requestIdleCallback (Safari)
 * get a short timer instead.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` in the next animation frame; returns a function that cancels it or, once it ran, undoes
 * what it set up (the function `task` returned). For an effect that needs the page's layout (a scroll, a
 * focus, an element's height): asked for inside the effect, the browser lays out the whole page inside
 * React's commit, one long task on a phone with it; in the next frame that layout is the frame's own
 * (decision 0074). Use as `useEffect(() => inNextFrame(() => ...), [deps])`.
 */
export function inNextFrame(task: () => void | (() => void)): () => void {
  let undo: void | (() => void);
  const frame = requestAnimationFrame(() => {
    undo = task();
  });
  return () => {
    cancelAnimationFrame(frame);
    undo?.();
  };
}

/** How long a screen waits for the browser to report its marked element painted before going on. */
export const SHOWN_FALLBACK_MS = 1500;

/**
 * For a part of a screen that costs a download and an evaluation (a chart) but is not what the student
 * reads first: false until the element given to the returned ref has been painted on screen and the
 * browser is then idle, so the text around it reaches the screen before that work starts.
 *
 * Painted means presented, as the browser reports it (Element Timing): a frame is often produced
 * well before it is on screen, so an animation frame or an idle callback alone can still come first.
 * Where the browser does not report it (Safari, Firefox), or has not within SHOWN_FALLBACK_MS, idle
 * is enough.
 */
export function useShownThenIdle<T extends Element>(): [(element: T | null) => void, boolean] {
  const identifier = `bizu-shown-${useId()}`;
  const [ready, setReady] = useState(false);
  const [element, setElement] = useState<T | null>(null);
  // The mark is set as React attaches the element, before the browser paints it: an element marked
  // after its first paint is never reported.
  const ref = useCallback(
    (node: T | null) => {
      node?.setAttribute('elementtiming', identifier);
      setElement(node);
    },
    [identifier],
  );
  useEffect(() => {
    if (!element || ready) return;
    let cancelIdle: (() => void) | undefined;
    let observer: PerformanceObserver | undefined;
    const goOn = () => {
      observer?.disconnect();
      window.clearTimeout(fallback);
      cancelIdle ??= whenIdle(() => setReady(true));
    };
    const fallback = window.setTimeout(goOn, SHOWN_FALLBACK_MS);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as Array<PerformanceEntry & { identifier?: string }>;
        if (entries.some((entry) => entry.identifier === identifier)) goOn();
      });
      // Buffered: the paint may have been reported before this effect ran.
      observer.observe({ type: 'element', buffered: true });
    } else {
      goOn();
    }
    return () => {
      observer?.disconnect();
      window.clearTimeout(fallback);
      cancelIdle?.();
    };
  }, [element, ready, identifier]);
  return [ref, ready];
}
