import { randomUUID } from 'node:crypto';
import type { Context, ErrorHandler, MiddlewareHandler, Next } from 'hono';
import { routePath } from 'hono/route';
import pino, { type DestinationStream } from 'pino';
import type { AppEnv } from './context.js';
import { setRequestId } from './http-server.js';
import type { Logger } from './logger.js';

/** An id a proxy in front may pass along, kept only when it is short and plain. */
const FORWARDED_ID = /^[\w.-]{1,64}$/;

const LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** The request line's level: refusals (401, 403, 429) at warn, server errors at error. */
export function requestLevel(status: number): keyof typeof LEVEL {
  return status >= 500 ? 'error' : status === 401 || status === 403 || status === 429 ? 'warn' : 'info';
}

/** A JSON string, kept per value for the few strings that repeat on every line (routes, methods). */
function encoder(limit = 512) {
  const known = new Map<string, string>();
  return (value: string) => {
    let encoded = known.get(value);
    if (encoded === undefined) {
      encoded = JSON.stringify(value);
      if (known.size < limit) known.set(value, encoded);
    }
    return encoded;
  };
}

/**
 * One log line per request: its id (also sent as `X-Request-Id`), the signed-in user, the method, the
 * route's pattern (never the URL, which may carry a token), the status and the time taken. Refusals
 * (401, 403, 429: a failed sign-in, a forbidden page, a rate limit) are `warn`, server errors `error`.
 *
 * The line is the one pino writes for these fields (`{"level":30,"time":"…","reqId":…}`, the logger's
 * bindings after the time), written by hand to the logger's own destination, so it keeps its place among
 * the other lines and its batching (logger.ts). Its fields are fixed and none is secret (the URL, headers
 * and bodies are never written), so nothing here needs pino's serializers or its search for secret-named
 * fields; the generic path cost a quarter of a small request's CPU (docs/decisions/0019).
 *
 * `inner`, when given, runs inside this same step of Hono's chain (app.ts: what every /api request goes
 * through), one step instead of two; an error it throws is answered by `onError`, the app's error
 * handler, as Hono would answer it, before the line is written, so the line has the status sent.
 */
export function requestLog(
  logger: Logger,
  opts: { inner?: (c: Context<AppEnv>, next: Next) => Promise<void>; onError?: ErrorHandler<AppEnv> } = {},
): MiddlewareHandler<AppEnv> {
  const { inner, onError } = opts;
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const route = encoder();
  const method = encoder(64);

  // Several lines share a millisecond under load: the time is formatted once per millisecond.
  let lastMs = 0;
  let lastTime = '';
  const isoNow = () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastTime = new Date(now).toISOString();
    }
    return lastTime;
  };

  function write(c: Context<AppEnv>, reqId: string, started: number) {
    const status = c.res.status;
    const level = LEVEL[requestLevel(status)];
    if (level < logger.levelVal) return;
    const userId = c.get('user')?.id;
    stream.write(
      `{"level":${level},"time":"${isoNow()}"${bindings},"reqId":"${reqId}"` +
        (userId === undefined ? '' : `,"userId":${JSON.stringify(userId)}`) +
        // After the handlers ran, the route index is the one that answered.
        `,"method":${method(c.req.method)},"route":${route(routePath(c))},"status":${status}` +
        `,"ms":${Math.round((performance.now() - started) * 10) / 10}}\n`,
    );
  }

  return (c, next) => {
    const started = performance.now();
    const forwarded = c.env?.incoming?.headers['x-request-id'];
    const reqId = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    setRequestId(c.env?.outgoing, reqId);
    // Not an async function: its promise and await would be two more promises on every request.
    return (inner ? inner(c, next) : next()).then(
      () => write(c, reqId, started),
      async (error: unknown) => {
        if (onError && error instanceof Error) {
          c.error = error;
          c.res = await onError(error, c);
          write(c, reqId, started);
          return;
        }
        write(c, reqId, started);
        throw error;
      },
    );
  };
}
