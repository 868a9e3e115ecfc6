import { Hono } from 'hono';
import { meusReportsQuerySchema } from '../../shared/schemas/reports.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { listMeusReports } from '../services/reports/list-meus-reports.js';
import { queryParams } from './validate.js';

/** The student's side of error reports: following what became of the ones they sent. */
export function reportsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/meus', queryParams(meusReportsQuerySchema), async (c) =>
      c.json(await listMeusReports({ db, userId: c.get('user').id, ...c.req.valid('query') })),
    );
}
