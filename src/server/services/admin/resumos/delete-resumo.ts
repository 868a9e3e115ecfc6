import { eq } from 'drizzle-orm';
import { resumos } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { deleteArquivo } from '../../../storage/arquivos.js';
import { recordAudit } from '../audit.js';
import type { AdminCtx } from './save-resumo.js';
import { resumoSnapshot } from './snapshot.js';

/**
 * Removes a resumo and the PDF we kept for it, with its audit row, in one transaction. Nothing of the
 * students' history points at a resumo, so there is nothing to refuse for: it simply leaves /resumos.
 */
export async function deleteResumo({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ arquivoId: resumos.arquivoId })
      .from(resumos)
      .where(eq(resumos.id, id))
      .for('update');
    if (!current) throw new AppError('RESUMO_NOT_FOUND');
    const antes = await resumoSnapshot(tx, id);
    await tx.delete(resumos).where(eq(resumos.id, id));
    if (current.arquivoId) await deleteArquivo(tx, current.arquivoId);
    await recordAudit(tx, { adminUserId, entidade: 'resumo', entidadeId: id, acao: 'delete', antes });
  });
}
