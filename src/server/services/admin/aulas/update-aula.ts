import { count, eq } from 'drizzle-orm';
import { aulaMessages, type AdminAula, type AulaInput } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, questoes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { assertMateriaTeorica, uniqueOrdemNaMateria } from './aula-rules.js';
import { listAulas } from './list-aulas.js';

/**
 * Edits an aula. Moving it to another matéria is refused while questões are linked to it: they belong
 * to the current matéria, and would then point at a lesson of another subject (the simulado filter by
 * aula would show them under the wrong matéria). The aula is locked FOR UPDATE, so a questão being
 * linked to it meanwhile (a key-share lock through its foreign key) is counted or waits.
 */
export async function updateAula(
  { db, adminUserId }: { db: Db; adminUserId: string },
  id: number,
  input: AulaInput,
): Promise<AdminAula> {
  return uniqueOrdemNaMateria(() =>
    db.transaction(async (tx) => {
      const [antes] = await tx.select().from(aulasDaMateria).where(eq(aulasDaMateria.id, id)).for('update');
      if (!antes) throw new AppError('AULA_NOT_FOUND');
      if (antes.materiaId !== input.materiaId) {
        await assertMateriaTeorica(tx, input.materiaId);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(questoes).where(eq(questoes.aulaId, id));
        if (n > 0) {
          const message = aulaMessages.materiaComQuestoesDetalhado(n);
          throw new AppError('AULA_MATERIA_COM_QUESTOES', { materiaId: message }, message);
        }
      }
      const [depois] = await tx.update(aulasDaMateria).set(input).where(eq(aulasDaMateria.id, id)).returning();
      await recordAudit(tx, { adminUserId, entidade: 'aula', entidadeId: id, acao: 'update', antes, depois });
      const [row] = await listAulas(tx, { id });
      return row!;
    }),
  );
}
