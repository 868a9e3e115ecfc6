import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { shuffleAndCut } from '../../../shared/rules/simulado.js';
import type { SelecaoResponse, TipoFiltro } from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { questoes, questoesStatus } from '../../db/schema.js';
import { loadMateriaForUser } from '../materias/materia-access.js';
import { questaoSimuladoColumns, toQuestaoSimulado } from './questao-columns.js';

const statusFilter: Record<TipoFiltro, SQL | undefined> = {
  todas: undefined,
  nao_resolvidas: isNull(questoesStatus.questaoId),
  resolvidas: isNotNull(questoesStatus.questaoId),
  acertei: eq(questoesStatus.correta, true),
  errei: eq(questoesStatus.correta, false),
};

export interface SelecaoInput {
  materiaId: number;
  aulaIds: number[];
  quantidade: number;
  tipo: TipoFiltro;
}

/**
 * Picks the questions of a new simulado: the subject's questions (optionally of some lessons) that
 * match the type filter against the user's latest answers, shuffled and cut to the count.
 */
export async function selectQuestoes({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: SelecaoInput;
}): Promise<SelecaoResponse> {
  const materia = await loadMateriaForUser(db, input.materiaId, user);
  const inSubject = and(
    eq(questoes.materiaId, materia.id),
    input.aulaIds.length > 0 ? inArray(questoes.aulaId, input.aulaIds) : undefined,
  );
  // The candidate ids as one array value: cheap even for a subject of tens of thousands of questions.
  const [candidates] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${questoes.id}), '{}')` })
    .from(questoes)
    .leftJoin(questoesStatus, and(eq(questoesStatus.questaoId, questoes.id), eq(questoesStatus.userId, user.id)))
    .where(and(inSubject, statusFilter[input.tipo]));
  const chosen = shuffleAndCut(candidates?.ids ?? [], input.quantidade);
  if (chosen.length === 0) return { materia, questoes: [], vazio: await whyEmpty(db, materia.id, input.tipo) };

  const rows = await db
    .select(questaoSimuladoColumns)
    .from(questoes)
    .where(sql`${questoes.id} = any(${pgArray(chosen, 'int')})`);
  const byId = new Map(rows.map((r) => [r.id, toQuestaoSimulado(r)]));
  return { materia, questoes: chosen.flatMap((id) => byId.get(id) ?? []), vazio: null };
}

async function whyEmpty(db: Db, materiaId: number, tipo: TipoFiltro): Promise<NonNullable<SelecaoResponse['vazio']>> {
  const [row] = await db.select({ n: count() }).from(questoes).where(eq(questoes.materiaId, materiaId));
  if (Number(row?.n ?? 0) === 0) return 'sem_questoes';
  return tipo === 'nao_resolvidas' ? 'todas_respondidas' : 'sem_questoes_filtro';
}
