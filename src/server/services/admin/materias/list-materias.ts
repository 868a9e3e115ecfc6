import { asc, count, eq, sql } from 'drizzle-orm';
import type { AdminMateria } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, materias, modulos, notas, questoes, simulados } from '../../../db/schema.js';

type Reader = Pick<Db, 'select'>;

/** Rows per matéria of one table, as a subquery to join: the list shows how much uses each matéria. */
function countsBy(
  db: Reader,
  table: typeof questoes | typeof aulasDaMateria | typeof simulados | typeof notas,
  name: string,
) {
  // Drizzle writes an aliased count unqualified, so each subquery's count needs a name of its own.
  return db
    .select({ materiaId: table.materiaId, n: count().as(`${name}_n`) })
    .from(table)
    .groupBy(table.materiaId)
    .as(name);
}

/**
 * Every matéria with its módulo's name and its numbers of questões, aulas, students' simulados and notas,
 * by módulo and name. A few hundred matérias: one grouped count per table is cheaper than a lateral
 * count per row over the students' tables.
 */
export async function listMaterias(db: Reader, where?: { id: number }): Promise<AdminMateria[]> {
  const q = countsBy(db, questoes, 'questoes_por_materia');
  const a = countsBy(db, aulasDaMateria, 'aulas_por_materia');
  const s = countsBy(db, simulados, 'simulados_por_materia');
  const n = countsBy(db, notas, 'notas_por_materia');
  const zero = (col: unknown) => sql<number>`coalesce(${col}, 0)::int`;
  const query = db
    .select({
      id: materias.id,
      nome: materias.nome,
      moduloId: materias.moduloId,
      moduloNome: modulos.nome,
      tipo: materias.tipo,
      isFree: materias.isFree,
      questoes: zero(q.n),
      aulas: zero(a.n),
      simulados: zero(s.n),
      notas: zero(n.n),
    })
    .from(materias)
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(q, eq(q.materiaId, materias.id))
    .leftJoin(a, eq(a.materiaId, materias.id))
    .leftJoin(s, eq(s.materiaId, materias.id))
    .leftJoin(n, eq(n.materiaId, materias.id));
  return (where ? query.where(eq(materias.id, where.id)) : query).orderBy(
    asc(materias.moduloId),
    asc(materias.nome),
    asc(materias.id),
  );
}
