import { Hono } from 'hono';
import { moduloInputSchema } from '../../../shared/schemas/admin.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createModulo, deleteModulo, listModulos, updateModulo } from '../../services/admin/modulos.js';
import { idParam } from '../params.js';
import { jsonBody } from '../validate.js';

/** /api/admin/modulos: list, create, update, delete; mounted under the admin guard of routes/admin/index.ts. */
export function adminModulosRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listModulos(db)))
    .post('/', jsonBody(moduloInputSchema), async (c) =>
      c.json(await createModulo({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', idParam, jsonBody(moduloInputSchema), async (c) =>
      c.json(await updateModulo({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteModulo({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
