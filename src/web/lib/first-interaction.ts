/**
 * Runs `task` at the person's first pointer or key press on the page, once; returns a function that
 * cancels it. For downloads a page will soon need but does not paint with (toasts, dialogs): started
 * then, they never compete with the page's own chunks and data.
 */
export function onFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, run, true));
  events.forEach((type) => window.addEventListener(type, run, true));
  return stop;
}
