import { eq, sql } from 'drizzle-orm';
import { adminReportsMessages, type AdminReport } from '../../../../shared/schemas/admin-reports.js';
import type { ReportStatus } from '../../../../shared/schemas/reports.js';
import type { Db } from '../../../db/client.js';
import { questaoReports as reports } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { findAdminReport } from './select-admin-reports.js';

/**
 * 'Alterar Status' (SPEC §4 'Report status'): any status but the current one, in any order; updated_at
 * is stamped, and the change and its audit row commit together. The row is locked first, so two admins
 * changing the same report are applied one after the other and each audit row holds the true 'antes'.
 */
export async function updateReportStatus(
  { db, adminUserId }: { db: Db; adminUserId: string },
  id: number,
  status: ReportStatus,
): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!antes) throw new AppError('REPORT_NOT_FOUND');
    if (antes.status === status) {
      const message = adminReportsMessages.statusUnchanged(status);
      throw new AppError('REPORT_STATUS_INALTERADO', { status: message }, message);
    }
    const [depois] = await tx
      .update(reports)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(reports.id, id))
      .returning();
    await recordAudit(tx, { adminUserId, entidade: 'report', entidadeId: id, acao: 'update', antes, depois });
    const report = await findAdminReport(tx, id);
    if (!report) throw new AppError('REPORT_NOT_FOUND_AFTER_UPDATE');
    return report;
  });
}
