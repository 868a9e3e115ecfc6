import { asc, count, eq, sql } from 'drizzle-orm';
import type { AdminAula } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, materias, questoes } from '../../../db/schema.js';

type Reader = Pick<Db, 'select'>;

/**
 * Aulas with their matéria's name and number of linked questões, by matéria name and ordem; only one
 * matéria's with `materiaId` (the tab's filter), only one aula with `id`.
 */
export async function listAulas(db: Reader, filter: { materiaId?: number; id?: number } = {}): Promise<AdminAula[]> {
  const q = db
    .select({ aulaId: questoes.aulaId, n: count().as('questoes_n') })
    .from(questoes)
    .where(sql`${questoes.aulaId} is not null`)
    .groupBy(questoes.aulaId)
    .as('questoes_por_aula');
  const query = db
    .select({
      id: aulasDaMateria.id,
      materiaId: aulasDaMateria.materiaId,
      materiaNome: materias.nome,
      titulo: aulasDaMateria.titulo,
      ordem: aulasDaMateria.ordem,
      ativo: aulasDaMateria.ativo,
      questoes: sql<number>`coalesce(${q.n}, 0)::int`,
    })
    .from(aulasDaMateria)
    .innerJoin(materias, eq(materias.id, aulasDaMateria.materiaId))
    .leftJoin(q, eq(q.aulaId, aulasDaMateria.id));
  const where =
    filter.id !== undefined
      ? eq(aulasDaMateria.id, filter.id)
      : filter.materiaId !== undefined
        ? eq(aulasDaMateria.materiaId, filter.materiaId)
        : undefined;
  return query.where(where).orderBy(asc(materias.nome), asc(aulasDaMateria.materiaId), asc(aulasDaMateria.ordem));
}
