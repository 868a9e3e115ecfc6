import { Hono } from 'hono';
import { comentarioInputSchema, reportInputSchema } from '../../shared/schemas/comentarios.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { addComentario } from '../services/comentarios/add-comentario.js';
import { listComentarios } from '../services/comentarios/list-comentarios.js';
import { getQuestaoEstatisticas } from '../services/estatisticas/get-estatisticas.js';
import { createReport } from '../services/reports/create-report.js';
import { idParam } from './params.js';
import { jsonBody } from './validate.js';

/** What a student does around one question: its comments, error reports and what other students chose. */
export function questoesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/:id/comentarios', idParam, async (c) =>
      c.json(await listComentarios({ db, user: c.get('user'), questaoId: c.req.valid('param').id })),
    )
    .post('/:id/comentarios', idParam, jsonBody(comentarioInputSchema), async (c) => {
      const input = { db, user: c.get('user'), questaoId: c.req.valid('param').id, ...c.req.valid('json') };
      return c.json(await addComentario(input), 201);
    })
    .get('/:id/estatisticas', idParam, async (c) =>
      c.json(await getQuestaoEstatisticas({ db, user: c.get('user'), questaoId: c.req.valid('param').id })),
    )
    .post('/:id/reports', idParam, jsonBody(reportInputSchema), async (c) => {
      const input = { db, user: c.get('user'), questaoId: c.req.valid('param').id, ...c.req.valid('json') };
      return c.json(await createReport(input), 201);
    });
}
