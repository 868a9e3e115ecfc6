import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import app from '../../vite.config.js';
import { precompressPlugin } from '../precompress.js';
import { REFERENCE_PATH } from './path.js';

/**
 * The bare React reference of `npm run audit` (docs/decisions/0059): the app's build settings that shape
 * the output — the React plugin, the build target, minification, the same precompression — without
 * what only the app needs (Tailwind, the chunk groups and route preloads, the PWA). The audit builds it
 * into `<the app's build>/audit-reference/` (`--outDir`), after the app's own build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: REFERENCE_PATH,
  publicDir: false,
  plugins: [react(), precompressPlugin()],
  build: {
    target: app.build?.target,
    minify: app.build?.minify,
    cssMinify: app.build?.cssMinify,
    sourcemap: app.build?.sourcemap,
    modulePreload: app.build?.modulePreload,
    outDir: fileURLToPath(new URL(`../../.tmp/audit-web${REFERENCE_PATH}`, import.meta.url)),
    emptyOutDir: true,
  },
});
