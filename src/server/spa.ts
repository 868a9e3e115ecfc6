import path from 'node:path';
import type { Context, Hono, Next } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.js';
import { spaContentSecurityPolicy } from './csp.js';

/** Vite puts a content hash in every file under /assets/, so a name never changes its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked with the server on every use. */
export const REVALIDATE = 'no-cache';

/** Types the build precompresses (scripts/precompress.ts), whose answer depends on Accept-Encoding. */
const NEGOTIATED_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/**
 * Serves the built SPA (vite build). The build writes `.br` and `.gz` copies of its text files, and
 * serveStatic's `precompressed` picks brotli, then gzip, by the request's Accept-Encoding (identity
 * otherwise). Every answer of those types says `Vary: Accept-Encoding` — also the identity one, which
 * serveStatic leaves out — so a shared cache never hands gzip to a client that did not ask for it.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const root = path.relative(process.cwd(), staticDir) || '.';
  const csp = spaContentSecurityPolicy(staticDir);
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    c.header('content-security-policy', csp);
    if (NEGOTIATED_TYPE.test(c.res.headers.get('content-type') ?? '')) varyOnEncoding(c);
  });

  app.use('/assets/*', cacheOnSuccess(IMMUTABLE), serveStatic({ root, precompressed: true }));
  // A hashed file this build does not have (an old tab asking for the previous deploy's chunk) is a
  // 404, not index.html under a script's name.
  app.all('/assets/*', (c) => c.text('Not Found', 404, { 'cache-control': 'no-store' }));

  app.use('*', cacheOnSuccess(REVALIDATE), serveStatic({ root, precompressed: true }));
  app.get('*', cacheOnSuccess(REVALIDATE), serveStatic({ root, path: 'index.html', precompressed: true }));
}

function cacheOnSuccess(cacheControl: string) {
  return async (c: Context<AppEnv>, next: Next) => {
    await next();
    if (c.res.ok) c.header('cache-control', cacheControl);
  };
}

function varyOnEncoding(c: Context<AppEnv>) {
  const vary = c.res.headers.get('vary');
  if (vary && /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) return;
  c.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
