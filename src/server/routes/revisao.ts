import { Hono } from 'hono';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { getRevisaoResumo } from '../services/revisao/get-revisao-resumo.js';
import { removeCartao } from '../services/revisao/remove-cartao.js';
import { startRevisaoSessao } from '../services/revisao/start-revisao-sessao.js';
import { idParam } from './params.js';

/** /api/revisao: the student's spaced review (issue 27 §3). `:id` is the question's id. */
export function revisaoRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json(await getRevisaoResumo({ db, user: c.get('user') })))
    .post('/sessao', async (c) => c.json(await startRevisaoSessao({ db, user: c.get('user') })))
    .delete('/cartoes/:id', idParam, async (c) => {
      await removeCartao({ db, userId: c.get('user').id, questaoId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
