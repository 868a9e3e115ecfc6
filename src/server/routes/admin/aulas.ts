import { Hono } from 'hono';
import { aulaInputSchema, aulasQuerySchema } from '../../../shared/schemas/admin-materias.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createAula } from '../../services/admin/aulas/create-aula.js';
import { deleteAula } from '../../services/admin/aulas/delete-aula.js';
import { listAulas } from '../../services/admin/aulas/list-aulas.js';
import { updateAula } from '../../services/admin/aulas/update-aula.js';
import { idParam } from '../params.js';
import { jsonBody, queryParams } from '../validate.js';

/** /api/admin/aulas (?materiaId= filters): list, create, update, delete; under the admin guard. */
export function adminAulasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', queryParams(aulasQuerySchema), async (c) => c.json(await listAulas(db, c.req.valid('query'))))
    .post('/', jsonBody(aulaInputSchema), async (c) =>
      c.json(await createAula({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', idParam, jsonBody(aulaInputSchema), async (c) =>
      c.json(await updateAula({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteAula({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
