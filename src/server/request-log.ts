import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './context.js';
import type { Logger } from './logger.js';

/** An id a proxy in front may pass along, kept only when it is short and plain. */
const FORWARDED_ID = /^[\w.-]{1,64}$/;

/**
 * One log line per request: its id (also sent as `X-Request-Id`), the signed-in user, the method, the
 * route's pattern (never the URL, which may carry a token), the status and the time taken. Refusals
 * (401, 403, 429: a failed sign-in, a forbidden page, a rate limit) are `warn`, server errors `error`.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // This line's fields are the ones below and nothing else, none of them secret (the URL, headers and
  // bodies are never written), so it skips the logger's search for secret-named fields: that search
  // walked every line's object and was a tenth of a small request's logging (docs/decisions/0019).
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    const forwarded = c.env?.incoming?.headers['x-request-id'];
    const reqId = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    // Straight onto Node's response (it merges at writeHead): cheaper than the app's Fetch headers.
    c.env?.outgoing?.setHeader('x-request-id', reqId);
    try {
      await next();
    } finally {
      const status = c.res.status;
      const level = status >= 500 ? 'error' : status === 401 || status === 403 || status === 429 ? 'warn' : 'info';
      if (lines.isLevelEnabled(level))
        lines[level]({
          reqId,
          userId: c.get('user')?.id,
          method: c.req.method,
          // After the handlers ran, the route index is the one that answered.
          route: routePath(c),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
    }
  };
}
