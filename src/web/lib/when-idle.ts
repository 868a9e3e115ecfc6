import { useEffect, useState } from 'react';

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
 * False on the first render, true once the browser is idle after it: for a part of a screen that costs
 * a download and an evaluation (a chart) but is not what the student reads first, so the text around
 * it paints before that work starts instead of after it.
 */
export function useIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
