import { Hono } from 'hono';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { getDashboard } from '../services/dashboard/get-dashboard.js';

/** GET /api/dashboard: the whole /dashboard page of the signed-in student in one answer (docs/decisions/0016). */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json(await getDashboard({ db, user: c.get('user') })));
}
