import { eq, sql } from 'drizzle-orm';
import {
  adminReportsMessages,
  type AdminReport,
  type ReportStatusInput,
} from '../../../../shared/schemas/admin-reports.js';
import type { Db } from '../../../db/client.js';
import { questaoReports as reports, questoes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { findAdminReport } from './select-admin-reports.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Marks the reported question 'Anulada' (keeping its earlier reason when no new one is given) and/or
 * 'Desatualizada', with the question's own audit row, in the status change's transaction.
 */
async function markQuestao(
  tx: Tx,
  adminUserId: string,
  questaoId: number,
  { anular, anuladaNota, desatualizar }: Omit<ReportStatusInput, 'status'>,
): Promise<void> {
  const [antes] = await tx.select().from(questoes).where(eq(questoes.id, questaoId)).for('no key update');
  if (!antes) throw new AppError('QUESTAO_NOT_FOUND');
  const [depois] = await tx
    .update(questoes)
    .set({
      ...(anular ? { anulada: true, anuladaNota: anuladaNota ?? antes.anuladaNota } : {}),
      ...(desatualizar ? { desatualizada: true } : {}),
    })
    .where(eq(questoes.id, questaoId))
    .returning();
  await recordAudit(tx, { adminUserId, entidade: 'questao', entidadeId: questaoId, acao: 'update', antes, depois });
}

/**
 * 'Alterar Status' (SPEC §4 'Report status'): any status but the current one, in any order; updated_at
 * is stamped, and the change and its audit row commit together. The row is locked first, so two admins
 * changing the same report are applied one after the other and each audit row holds the true 'antes'.
 * Resolving may also mark the question (issue 33 §5): both changes commit or neither does.
 */
export async function updateReportStatus(
  { db, adminUserId }: { db: Db; adminUserId: string },
  id: number,
  { status, anular, anuladaNota, desatualizar }: ReportStatusInput,
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
    if (anular || desatualizar) {
      await markQuestao(tx, adminUserId, antes.questaoId, { anular, anuladaNota, desatualizar });
    }
    const report = await findAdminReport(tx, id);
    if (!report) throw new AppError('REPORT_NOT_FOUND_AFTER_UPDATE');
    return report;
  });
}
