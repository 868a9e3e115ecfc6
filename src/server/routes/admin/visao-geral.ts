import { Hono } from 'hono';
import { visaoGeralQuerySchema } from '../../../shared/schemas/admin-visao-geral.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { getVisaoGeral } from '../../services/admin/visao-geral/get-visao-geral.js';
import { queryParams } from '../validate.js';

/** /api/admin/visao-geral?periodo=30d|12m: the overview, mounted under the admin guard of routes/admin/index.ts. */
export function adminVisaoGeralRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', queryParams(visaoGeralQuerySchema), async (c) =>
    c.json(await getVisaoGeral(db, c.req.valid('query'))),
  );
}
