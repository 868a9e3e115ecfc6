import { Hono } from 'hono';
import { unidadeInputSchema } from '../../../shared/schemas/admin.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createUnidade, deleteUnidade, listUnidades, updateUnidade } from '../../services/admin/unidades.js';
import { idParam } from '../params.js';
import { jsonBody } from '../validate.js';

/** /api/admin/unidades: list, create, update, delete; mounted under the admin guard of routes/admin/index.ts. */
export function adminUnidadesRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listUnidades(db)))
    .post('/', jsonBody(unidadeInputSchema), async (c) =>
      c.json(await createUnidade({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', idParam, jsonBody(unidadeInputSchema), async (c) =>
      c.json(await updateUnidade({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteUnidade({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
