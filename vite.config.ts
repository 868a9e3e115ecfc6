import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.js';

// The SPA lives in src/web; static files come from the repo-root public/ and the build lands in
// dist/web, which the API process serves in production (DESIGN.md). Vitest has its own config.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The icons /login draws stay with the entry's own modules; every other lucide icon goes
            // into one chunk loaded by the signed-in and admin pages, instead of one ~1 KB file each.
            {
              name: 'icons-initial',
              test: /node_modules[\\/]lucide-react[\\/]/,
              tags: ['$initial'],
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // `npm run dev` passes the API's port; several dev servers can run side by side this way.
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
    },
  },
});
