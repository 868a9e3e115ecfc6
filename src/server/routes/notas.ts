import { Hono } from 'hono';
import { notaInputSchema } from '../../shared/schemas/notas.js';
import { requireUser } from '../auth/middleware.js';
import { signedInGet } from '../auth/signed-in-read.js';
import type { AppDeps, AppEnv } from '../context.js';
import { createNota } from '../services/notas/create-nota.js';
import { deleteNota } from '../services/notas/delete-nota.js';
import { listMateriasParaNotas } from '../services/notas/list-materias-para-notas.js';
import { notasList, notasOfTuples, notasWithSession } from '../services/notas/list-notas.js';
import { findNota } from '../services/notas/nota-query.js';
import { updateNota } from '../services/notas/update-nota.js';
import { idParam } from './params.js';
import { jsonBody } from './validate.js';

/** /api/notas: the signed-in student's own grade log (SPEC §2 /notas); every write refreshes their ranking row. */
export function notasRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      // The list reads its session and its notas in one statement, and answers before requireUser below,
      // which is for the other routes (auth/signed-in-read.ts).
      .get(
        '/',
        signedInGet(deps, notasWithSession, (c, rows) => c.json(notasList(notasOfTuples(rows)))),
      )
      .use(requireUser(deps))
      .get('/materias', async (c) => c.json(await listMateriasParaNotas({ db })))
      .post('/', jsonBody(notaInputSchema), async (c) =>
        c.json(await createNota({ db, userId: c.get('user').id, input: c.req.valid('json') }), 201),
      )
      .get('/:id', idParam, async (c) => c.json(await findNota(db, c.get('user').id, c.req.valid('param').id)))
      .put('/:id', idParam, jsonBody(notaInputSchema), async (c) =>
        c.json(
          await updateNota({
            db,
            userId: c.get('user').id,
            notaId: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        ),
      )
      .delete('/:id', idParam, async (c) => {
        await deleteNota({ db, userId: c.get('user').id, notaId: c.req.valid('param').id });
        return c.body(null, 204);
      })
  );
}
