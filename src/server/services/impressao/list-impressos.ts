import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { QuestaoTipo } from '../../../shared/rules/questao.js';
import { codigoImpresso, type Impresso } from '../../../shared/schemas/impressao.js';
import type { Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { materias, questoes, simuladoSessoes } from '../../db/schema.js';

/** The most printed simulados 'Corrigir gabarito' lists at once. */
export const MAX_IMPRESSOS_LISTADOS = 50;

/** The student's printed simulados not yet corrected, newest first. */
export async function listImpressos({ db, userId }: { db: Db; userId: string }): Promise<Impresso[]> {
  const rows = await db
    .select({
      id: simuladoSessoes.id,
      materiaId: materias.id,
      materiaNome: materias.nome,
      iniciadaEm: simuladoSessoes.iniciadaEm,
      questaoIds: simuladoSessoes.questaoIds,
    })
    .from(simuladoSessoes)
    .innerJoin(materias, eq(materias.id, simuladoSessoes.materiaId))
    .where(
      and(eq(simuladoSessoes.userId, userId), eq(simuladoSessoes.tipo, 'impresso'), isNull(simuladoSessoes.simuladoId)),
    )
    .orderBy(desc(simuladoSessoes.iniciadaEm), desc(simuladoSessoes.id))
    .limit(MAX_IMPRESSOS_LISTADOS);
  const tipos = await tiposDasQuestoes(db, [...new Set(rows.flatMap((r) => r.questaoIds))]);
  return rows.map((r) => ({
    id: r.id,
    codigo: codigoImpresso(r.id),
    materia: { id: r.materiaId, nome: r.materiaNome },
    data: r.iniciadaEm.toISOString(),
    questoes: r.questaoIds.length,
    tipos: r.questaoIds.map((id) => tipos.get(id) ?? 'multipla5'),
  }));
}

/**
 * The kind of each of these questions, in one statement (one array parameter however many). A question
 * deleted since it was printed is missing: the save refuses it anyway.
 */
export async function tiposDasQuestoes(db: Db, ids: number[]): Promise<Map<number, QuestaoTipo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questoes.id, tipo: questoes.tipo })
    .from(questoes)
    .where(sql`${questoes.id} = any(${pgArray(ids, 'int')})`);
  return new Map(rows.map((r) => [r.id, r.tipo]));
}
