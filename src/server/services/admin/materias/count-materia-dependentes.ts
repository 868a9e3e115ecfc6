import { count, eq, sql } from 'drizzle-orm';
import type { MateriaDependentes } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import {
  aulasDaMateria,
  notas,
  provas,
  questaoComentarios,
  questaoReports,
  questoes,
  respostasUsuario,
  resumos,
  simulados,
} from '../../../db/schema.js';

type Reader = Pick<Db, 'select'>;

/**
 * Everything that references a matéria, directly (simulados, notas, provas, questões, aulas, resumo) or
 * through its questões (students' answers, comments, reports). All of it restricts the delete in the
 * database; counting it first lets the refusal say what it is.
 */
export async function countMateriaDependentes(tx: Reader, materiaId: number): Promise<MateriaDependentes> {
  const direct = (table: typeof simulados | typeof notas | typeof provas | typeof questoes | typeof aulasDaMateria) =>
    tx
      .select({ n: count() })
      .from(table)
      .where(eq(table.materiaId, materiaId))
      .then(([row]) => row?.n ?? 0);
  const viaQuestoes = (table: typeof respostasUsuario | typeof questaoComentarios | typeof questaoReports) =>
    tx
      .select({ n: count() })
      .from(table)
      .where(
        sql`${table.questaoId} in (select ${questoes.id} from ${questoes} where ${questoes.materiaId} = ${materiaId})`,
      )
      .then(([row]) => row?.n ?? 0);
  // One after the other: a transaction's connection runs one statement at a time anyway.
  return {
    simulados: await direct(simulados),
    respostas: await viaQuestoes(respostasUsuario),
    notas: await direct(notas),
    provas: await direct(provas),
    questoes: await direct(questoes),
    aulas: await direct(aulasDaMateria),
    resumos: await tx
      .select({ n: count() })
      .from(resumos)
      .where(eq(resumos.materiaId, materiaId))
      .then(([row]) => row?.n ?? 0),
    comentarios: await viaQuestoes(questaoComentarios),
    reports: await viaQuestoes(questaoReports),
  };
}

export function hasDependentes(d: MateriaDependentes): boolean {
  return Object.values(d).some((n) => n > 0);
}
