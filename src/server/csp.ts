import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy for the SPA. Scripts only from our origin, plus the one inline script of
 * index.html (the theme applied before first paint), allowed by its hash — read from the built file,
 * so editing that script can never silently break the policy.
 */
export function spaContentSecurityPolicy(staticDir: string): string {
  const indexFile = path.join(staticDir, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const inlineHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineHashes.join(' ')}`.trim(),
    // Radix and Chart.js set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    // Question images may be hosted elsewhere (admins paste an image URL).
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "font-src 'self'",
    // The offline app (decision 0042): its service worker and web app manifest, from our origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
