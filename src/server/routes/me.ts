import { Hono } from 'hono';
import type { Me } from '../../shared/schemas/me.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv, SessionUser } from '../context.js';

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

/** GET /api/me: the signed-in user's profile, 401 when signed out. */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireUser(deps), (c) => c.json(toMe(c.get('user'))));
}
