import { count, eq } from 'drizzle-orm';
import { aulaMessages } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, questoes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { isForeignKeyViolation } from '../unique-violation.js';

/**
 * Deletes an aula no questão is linked to. With questões it is refused with their count (the foreign
 * key restricts it too): the admin deactivates it instead, which hides it from students and keeps the
 * questões and the answers students gave them.
 */
export async function deleteAula({ db, adminUserId }: { db: Db; adminUserId: string }, id: number) {
  try {
    await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(aulasDaMateria).where(eq(aulasDaMateria.id, id)).for('update');
      if (!antes) throw new AppError('AULA_NOT_FOUND');
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(questoes).where(eq(questoes.aulaId, id));
      if (n > 0) throw new AppError('AULA_EM_USO', undefined, aulaMessages.emUsoDetalhado(n));
      await tx.delete(aulasDaMateria).where(eq(aulasDaMateria.id, id));
      await recordAudit(tx, { adminUserId, entidade: 'aula', entidadeId: id, acao: 'delete', antes });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('AULA_EM_USO');
    throw error;
  }
}
