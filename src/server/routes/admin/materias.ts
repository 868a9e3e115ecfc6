import { Hono } from 'hono';
import { materiaInputSchema } from '../../../shared/schemas/admin-materias.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createMateria } from '../../services/admin/materias/create-materia.js';
import { deleteMateria } from '../../services/admin/materias/delete-materia.js';
import { listMaterias } from '../../services/admin/materias/list-materias.js';
import { updateMateria } from '../../services/admin/materias/update-materia.js';
import { idParam } from '../params.js';
import { jsonBody } from '../validate.js';

/** /api/admin/materias: list, create, update, delete; mounted under the admin guard of routes/admin/index.ts. */
export function adminMateriasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listMaterias(db)))
    .post('/', jsonBody(materiaInputSchema), async (c) =>
      c.json(await createMateria({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', idParam, jsonBody(materiaInputSchema), async (c) =>
      c.json(await updateMateria({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteMateria({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
