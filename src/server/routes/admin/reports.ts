import { Hono } from 'hono';
import { adminReportsQuerySchema, reportStatusInputSchema } from '../../../shared/schemas/admin-reports.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { listAdminReports } from '../../services/admin/reports/list-admin-reports.js';
import { updateReportStatus } from '../../services/admin/reports/update-report-status.js';
import { idParam } from '../params.js';
import { jsonBody, queryParams } from '../validate.js';

/**
 * /api/admin/reports: the students' error reports, searched, filtered by status and paged; and their
 * status change. Mounted under the admin guard of routes/admin/index.ts.
 */
export function adminReportsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', queryParams(adminReportsQuerySchema), async (c) =>
      c.json(await listAdminReports(db, c.req.valid('query'))),
    )
    .patch('/:id/status', idParam, jsonBody(reportStatusInputSchema), async (c) =>
      c.json(
        await updateReportStatus({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json')),
      ),
    );
}
