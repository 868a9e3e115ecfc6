import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { userAuditColumns } from './aluno-columns.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

/**
 * Deletes a student and everything that is theirs, in one transaction: the users row's foreign keys
 * cascade to their sessions (signed out at once), account, simulados and answers, notas, provas,
 * comments and reactions, reports, avatar files and ranking row. Payments keep their row with the user
 * set null (accounting needs them). Admins cannot be deleted (SPEC §5), which also covers deleting
 * oneself; the audit row keeps the deleted profile without any secret.
 */
export async function deleteAluno({ db, adminUserId }: AdminCtx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select(userAuditColumns).from(users).where(eq(users.id, id)).for('update');
    if (!antes) throw new AppError('ALUNO_NOT_FOUND');
    if (antes.isAdmin || id === adminUserId) throw new AppError('ALUNO_ADMIN_NAO_EXCLUIVEL');
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, { adminUserId, entidade: 'usuario', entidadeId: id, acao: 'delete', antes });
  });
}
