import { Hono } from 'hono';
import type { Me } from '../../shared/schemas/me.js';
import { sessionOf } from '../auth/middleware.js';
import type { AppDeps, AppEnv, SessionUser } from '../context.js';
import { AppError } from '../errors.js';
import { requestHeader } from '../request-header.js';

function toMe(user: SessionUser): Me {
  return {
    id: user.id,
    nome: user.name,
    email: user.email,
    whatsapp: user.whatsapp ?? null,
    avatarUrl: user.avatarUrl ?? null,
    editalId: user.editalId ?? null,
    unidadeId: user.unidadeId ?? null,
    qra: user.qra ?? null,
    showInRanking: user.showInRanking ?? true,
    dataExpiracao: user.dataExpiracao ? new Date(user.dataExpiracao).toISOString() : null,
    isAdmin: user.isAdmin ?? false,
  };
}

/**
 * GET /api/me: the signed-in user's profile, 401 when signed out. requireUser's steps in the handler
 * itself: one step of Hono's chain instead of two on the app's most frequent signed-in request.
 */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const data = await sessionOf(deps, requestHeader(c, 'cookie'));
    if (!data) throw new AppError('UNAUTHENTICATED');
    c.set('user', data.user);
    c.set('session', data.session);
    return c.json(toMe(data.user));
  });
}

/**
 * GET /api/session: the browser's session probe. The same profile as /api/me, or `null` when signed out:
 * an anonymous visitor is a normal state, not a refusal, so it is a 200 (the browser logs every 4xx).
 */
export function sessionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const data = await sessionOf(deps, requestHeader(c, 'cookie'));
    c.header('cache-control', 'no-store');
    return c.json(data ? toMe(data.user) : null);
  });
}
