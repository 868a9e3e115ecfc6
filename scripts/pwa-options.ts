import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The light theme's navy (the favicon's shield, index.html's theme-color) and page background. */
const THEME_COLOR = '#0b1f3a';
const BACKGROUND_COLOR = '#f3f5fa';

/**
 * The installable app and its service worker (docs/decisions/0042-offline-app.md), built by
 * vite-plugin-pwa with Workbox's generateSW: no hand-written worker.
 *
 * - Precache: the built shell (index.html, every JS and CSS file, the icons and the manifest) so the
 *   app and an in-progress simulado open with no network. The `.br`/`.gz` copies of
 *   scripts/precompress.ts are left out (the server picks them by Accept-Encoding when the worker
 *   downloads the plain names), and so are the demo content's files.
 * - Navigations are answered with the precached index.html, except /api/ and the demo files.
 * - No runtime caching: /api/ answers are personal and always go to the network.
 * - Updates: 'prompt' with nothing to prompt: the worker neither skips waiting nor claims clients, and
 *   the page never asks it to. A new deploy's worker installs in the background and takes over once
 *   every tab of the app is closed, so a simulado never changes code under the student's hands.
 * - The page registers the worker itself, after load (src/web/lib/offline/register-sw.ts): no inline
 *   script (the CSP) and nothing added to /login's first download.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Bizu',
    short_name: 'Bizu',
    description: 'Simulados, notas, ranking e resumos para o concurso da Polícia Militar, também sem internet.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'demo/**', 'sw.js', 'workbox-*.js'],
    // Vite's hashed names never change their bytes: no revision query needed to bust caches.
    dontCacheBustURLsMatching: /^\/?assets\//,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/demo\//],
    runtimeCaching: [],
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // The entry is about 520 KB before compression; the default limit (2 MiB) leaves room.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
  // The worker is written before scripts/precompress.ts runs, so sw.js and Workbox's runtime get their
  // .br/.gz copies like every other script.
  integration: { closeBundleOrder: 'pre' },
};
