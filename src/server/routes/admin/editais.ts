import { Hono } from 'hono';
import { editalInputSchema } from '../../../shared/schemas/admin.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createEdital, deleteEdital, listEditais, updateEdital } from '../../services/admin/editais.js';
import { idParam } from '../params.js';
import { jsonBody } from '../validate.js';

/** /api/admin/editais: list, create, update, delete; mounted under the admin guard of routes/admin/index.ts. */
export function adminEditaisRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listEditais(db)))
    .post('/', jsonBody(editalInputSchema), async (c) =>
      c.json(await createEdital({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', idParam, jsonBody(editalInputSchema), async (c) =>
      c.json(await updateEdital({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteEdital({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
