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
