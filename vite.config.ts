import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.js';
import { compileHints } from './scripts/compile-hints.js';
import { iconDataOnlyPlugin } from './scripts/icon-data-only.js';
import { precompressPlugin } from './scripts/precompress.js';
import { routePreloads } from './scripts/route-preloads.js';

const chunks = chunkGroups();
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in src/web; static files come from the repo-root public/ and the build lands in
// dist/web, which the API process serves in production (DESIGN.md). Vitest has its own config.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    tailwindcss(),
    iconDataOnlyPlugin(),
    chunks.plugin,
    routePreloads(projectRoot),
    compileHints(projectRoot),
    precompressPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their client components 'use client' for React Server Components, which this
        // single-page app does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
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
