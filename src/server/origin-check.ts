import type { Context } from 'hono';
import { trustedOrigins } from './auth/trusted-origins.js';
import type { Logger } from './logger.js';
import type { Env } from './env.js';
import { AppError } from './errors.js';

/** Methods that only read: a page of any site may make a browser send them, and they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Callers that are not browsers and prove who they are another way: Eduzz's payment webhook signs
 * every event with a shared secret (routes/webhooks.ts), and sends no Origin.
 */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

/**
 * CSRF protection for the whole API (docs/decisions/0021): a state-changing request (POST, PUT, PATCH,
 * DELETE) is refused with a 403 before any route runs when
 * - it names an `Origin` the app does not trust (APP_URL, TRUSTED_ORIGINS and, for a loopback APP_URL,
 *   the loopback names of its port — the same list Better Auth checks on /api/auth), or
 * - it names none (or `null`) but comes from a browser context: it carries a cookie, or a
 *   `Sec-Fetch-Site` other than `same-origin`. Browsers send Origin on every such fetch and form post,
 *   so only a forged or broken request lacks it; `Sec-Fetch-Site: same-origin`, which no page's script
 *   can set, vouches for the request instead.
 * A request with neither cookie nor Fetch Metadata acts for nobody, so it passes to its route (which
 * answers 401 where a session is needed).
 */
export function originCheck(
  env: Pick<Env, 'appUrl' | 'port' | 'trustedOrigins'>,
  logger?: Pick<Logger, 'warn'>,
): (c: Context) => void {
  const trusted = new Set(trustedOrigins({ appUrl: env.appUrl, port: env.port, extra: env.trustedOrigins }));
  // Called for every API request (api-requests.ts); a safe method returns at once. Throws the refusal.
  return (c) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p))) return;
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin && origin !== 'null') {
      if (trusted.has(origin)) return;
      // As Better Auth does on /api/auth: the refused origin tells the operator what to add to TRUSTED_ORIGINS.
      logger?.warn({ event: 'origin_refused', origin, method: c.req.method }, 'Invalid origin');
      throw new AppError('INVALID_ORIGIN');
    }
    if (fetchSite === 'same-origin') return;
    if (fetchSite || c.req.header('cookie')) throw new AppError('MISSING_ORIGIN');
  };
}
