import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiResponseEncoding, compressJsonAfter } from './api-compression.js';
import type { AppDeps, AppEnv } from './context.js';
import { AppError } from './errors.js';
import { originCheck } from './origin-check.js';

/**
 * What every /api request goes through before its route, in one step: the origin check of a
 * state-changing request (origin-check.ts), the 1 MB body limit, and the compression of the JSON answer
 * when the client accepts it (api-compression.ts). Order as before: compression outermost, so refusals
 * are JSON like any answer; then the origin, then the body.
 *
 * One step rather than three: each middleware is a step of Hono's chain (an async dispatch and its
 * promises) even when it has nothing to do, as on a GET with no Accept-Encoding, and those steps were
 * a tenth of a small public route's CPU (docs/decisions/0019). On a GET this returns the route's own
 * promise, adding no step of its own.
 */
export function apiRequests(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  ownBodyLimit: (path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  const checkOrigin = originCheck(deps.env, deps.logger);
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('BODY_TOO_LARGE');
    },
  });
  return (c, next) => {
    const method = c.req.method;
    // A GET or HEAD changes nothing and has no body to limit (asking for it would build a full Fetch Request).
    const guarded =
      method === 'GET' || method === 'HEAD'
        ? next
        : async () => {
            checkOrigin(c);
            await (ownBodyLimit(c.req.path) ? next() : apiBodyLimit(c, next));
          };
    const encoding = apiResponseEncoding(c);
    return encoding ? compressJsonAfter(c, guarded, encoding) : guarded();
  };
}
