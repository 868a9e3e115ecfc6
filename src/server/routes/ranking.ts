import { Hono } from 'hono';
import { rankingQuerySchema } from '../../shared/schemas/ranking.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { getPosicao } from '../services/ranking/get-posicao.js';
import { getRanking } from '../services/ranking/get-ranking.js';
import { listRankingUnidades } from '../services/ranking/list-ranking-unidades.js';
import { queryParams } from './validate.js';

/** /api/ranking: the ranking of the signed-in student's edital (SPEC §2 /ranking, docs/decisions/0011). */
export function rankingRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireUser(deps))
      .get('/', queryParams(rankingQuerySchema), async (c) => {
        // Never cached: a nota or a visibility change must show on the next look.
        c.header('cache-control', 'no-store');
        return c.json(await getRanking({ db, user: c.get('user'), query: c.req.valid('query') }));
      })
      .get('/unidades', async (c) => c.json(await listRankingUnidades(db)))
      // 'Onde estou' (issue 27 §7): percentiles, the edital's distribution and the subjects to study first.
      .get('/posicao', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await getPosicao({ db, user: c.get('user') }));
      })
  );
}
