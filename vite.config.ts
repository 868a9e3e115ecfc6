import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.js';
import { pwaOptions } from './scripts/pwa-options.js';
import { precompressPlugin } from './scripts/precompress.js';
import { routePreloads } from './scripts/route-preloads.js';

const chunks = chunkGroups();
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in src/web; static files come from the repo-root public/ and the build lands in
// dist/web, which the API process serves in production (DESIGN.md). Vitest has its own config.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // VitePWA before precompressPlugin: its sw.js is written first and then precompressed with the rest.
  plugins: [
    react(),
    tailwindcss(),
    chunks.plugin,
    routePreloads(projectRoot),
    VitePWA(pwaOptions),
    precompressPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The entry carries React DOM, React Router and /login, about 520 KB before compression; what a phone
    // downloads for it is held in compressed bytes by tests/e2e/first-load.spec.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Fewer, larger files for a phone's round trips (scripts/chunk-groups.ts, decision 0026).
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    proxy: {
      // `npm run dev` passes the API's port; several dev servers can run side by side this way.
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
    },
  },
});
