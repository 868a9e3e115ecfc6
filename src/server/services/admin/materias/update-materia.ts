import { asc, count, eq, sql } from 'drizzle-orm';
import { materiaMessages, type AdminMateria, type MateriaInput } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { materias, notas, questoes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { refreshRankingMedias } from '../../ranking/refresh-ranking-medias.js';
import { recordAudit } from '../audit.js';
import { listMaterias } from './list-materias.js';
import { assertModuloExists, uniqueNomeNoModulo } from './materia-rules.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The students with notas in the matéria, by id: the order every ranking refresh takes their locks in. */
function studentsWithNotas(tx: Tx, materiaId: number) {
  return tx
    .selectDistinct({ userId: notas.userId })
    .from(notas)
    .where(eq(notas.materiaId, materiaId))
    .orderBy(asc(notas.userId));
}

/**
 * Edits a matéria. Two changes reach beyond the row:
 *
 * - Another módulo: a student's ranking averages are per módulo (ranking_medias, basic = 1, specific =
 *   2), so every student with notas in the matéria has their row recomputed in this transaction; the
 *   ranking is right the moment the move commits. Nota writes lock the student and then (through their
 *   foreign key) the matéria; the move takes the same order: those students by id first, then the
 *   matéria FOR UPDATE, which also holds back a nota being added to it until the move commits (that
 *   nota's own refresh then sees the new módulo).
 * - Teórica → Prática while it has questões is refused. A prática matéria takes only notas: it leaves
 *   the simulado choices and the admin Questões filters list theoretical matérias only, so its questões
 *   could be neither practised nor managed any more. The admin deletes or moves them first. (Students'
 *   past simulados need the questões, so a matéria with simulados keeps questões and stays teórica.)
 *   Prática → Teórica is always fine: the matéria simply starts with no questões.
 */
export async function updateMateria(
  { db, adminUserId }: { db: Db; adminUserId: string },
  id: number,
  input: MateriaInput,
): Promise<AdminMateria> {
  return uniqueNomeNoModulo(() =>
    db.transaction(async (tx) => {
      const [atual] = await tx.select({ moduloId: materias.moduloId }).from(materias).where(eq(materias.id, id));
      if (!atual) throw new AppError('MATERIA_NOT_FOUND');
      const muda = atual.moduloId !== input.moduloId;
      if (muda) {
        await tx.execute(
          sql`select u.id from users u where u.id in (select n.user_id from notas n where n.materia_id = ${id}) order by u.id for no key update`,
        );
      }
      const [antes] = await tx.select().from(materias).where(eq(materias.id, id)).for('update');
      if (!antes) throw new AppError('MATERIA_NOT_FOUND');
      await assertModuloExists(tx, input.moduloId);

      if (antes.tipo === 'teorica' && input.tipo === 'pratica') {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(questoes).where(eq(questoes.materiaId, id));
        if (n > 0) {
          const message = materiaMessages.tipoComQuestoesDetalhado(n);
          throw new AppError('MATERIA_TIPO_COM_QUESTOES', { tipo: message }, message);
        }
      }

      const [depois] = await tx.update(materias).set(input).where(eq(materias.id, id)).returning();
      // The módulo read under the lock decides (another admin may have moved it since the first read).
      if (antes.moduloId !== input.moduloId) {
        for (const { userId } of await studentsWithNotas(tx, id)) await refreshRankingMedias(tx, userId);
      }
      await recordAudit(tx, { adminUserId, entidade: 'materia', entidadeId: id, acao: 'update', antes, depois });
      const [row] = await listMaterias(tx, { id });
      return row!;
    }),
  );
}
