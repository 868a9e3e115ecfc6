/** The service worker vite-plugin-pwa writes at the root of the build (scripts/pwa-options.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the offline worker once the page has loaded and the browser is idle, so its precache
 * downloads never compete with the first paint (and /login's first download stays what it was).
 * Nothing else: the worker neither skips waiting nor claims pages, so a new deploy takes over at the
 * next visit after every tab of the app was closed, never in the middle of a simulado
 * (docs/decisions/0042-offline-app.md). Only the built app has a worker; `npm run dev` has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, storage refused, an old browser): the app works online as before.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
