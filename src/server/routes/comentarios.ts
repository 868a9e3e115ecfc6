import { Hono } from 'hono';
import { reacaoInputSchema } from '../../shared/schemas/comentarios.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { deleteComentario } from '../services/comentarios/delete-comentario.js';
import { listMeusComentarios } from '../services/comentarios/list-meus-comentarios.js';
import { reactComentario } from '../services/comentarios/react-comentario.js';
import { idParam } from './params.js';
import { jsonBody } from './validate.js';

export function comentariosRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json(await listMeusComentarios({ db, userId: c.get('user').id })))
    .delete('/:id', idParam, async (c) => {
      await deleteComentario({ db, userId: c.get('user').id, comentarioId: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .post('/:id/reacao', idParam, jsonBody(reacaoInputSchema), async (c) =>
      c.json(
        await reactComentario({
          db,
          user: c.get('user'),
          comentarioId: c.req.valid('param').id,
          tipo: c.req.valid('json').tipo,
        }),
      ),
    );
}
