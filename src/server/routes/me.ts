import { Hono } from 'hono';
import type { Me } from '../../shared/schemas/me.js';
import { authenticate, sessionOf } from '../auth/middleware.js';
import type { AppDeps, AppEnv, SessionUser } from '../context.js';
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

/** GET /api/me: the signed-in user's profile, 401 when signed out (authenticate: requireUser's check). */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(toMe(await authenticate(c, deps))));
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
