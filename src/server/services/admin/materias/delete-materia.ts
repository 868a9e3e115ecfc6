import { eq } from 'drizzle-orm';
import { materiaMessages } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { materias } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { isForeignKeyViolation } from '../unique-violation.js';
import { countMateriaDependentes, hasDependentes } from './count-materia-dependentes.js';

/**
 * Deletes a matéria nothing depends on. Students' simulados, answers, notas and provas, and the
 * matéria's questões, aulas and resumo all keep it: the refusal names each with its count. The row is
 * locked FOR UPDATE first, so a simulado or nota being saved for it (a key-share lock through its
 * foreign key) either commits before the count or waits for the delete and then fails on the missing
 * matéria; the foreign keys (restrict) are the backstop.
 */
export async function deleteMateria({ db, adminUserId }: { db: Db; adminUserId: string }, id: number) {
  try {
    await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(materias).where(eq(materias.id, id)).for('update');
      if (!antes) throw new AppError('MATERIA_NOT_FOUND');
      const dependentes = await countMateriaDependentes(tx, id);
      if (hasDependentes(dependentes)) {
        throw new AppError('MATERIA_EM_USO', undefined, materiaMessages.emUsoDetalhado(dependentes));
      }
      await tx.delete(materias).where(eq(materias.id, id));
      await recordAudit(tx, { adminUserId, entidade: 'materia', entidadeId: id, acao: 'delete', antes });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('MATERIA_EM_USO');
    throw error;
  }
}
