import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.js';
import { readCatalogo } from '../../services/admin/catalogo.js';

/** /api/admin/catalogo: módulos, matérias and aulas for the admin selects; under the admin guard. */
export function adminCatalogoRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await readCatalogo(db)));
}
