import { and, asc, eq } from 'drizzle-orm';
import { estatisticasVisiveis } from '../../../shared/rules/estatisticas.js';
import type { QuestaoEstatisticas, SimuladoEstatisticas } from '../../../shared/schemas/estatisticas.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questaoEstatisticas as e, respostasUsuario, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';

/**
 * The counts of one question as stored; every column is null when nobody has answered it yet (a left
 * join). The admin's 'Questões suspeitas' reads the same columns.
 */
export const countColumns = {
  respostas: e.respostas,
  acertos: e.acertos,
  marcadasA: e.marcadasA,
  marcadasB: e.marcadasB,
  marcadasC: e.marcadasC,
  marcadasD: e.marcadasD,
  marcadasE: e.marcadasE,
  recontadasDesde: e.recontadasDesde,
};
interface CountRow {
  respostas: number | null;
  acertos: number | null;
  marcadasA: number | null;
  marcadasB: number | null;
  marcadasC: number | null;
  marcadasD: number | null;
  marcadasE: number | null;
  recontadasDesde: Date | null;
}

/** What a student may see of the counts: numbers and shares only, never who answered. */
export function toEstatisticas(questaoId: number, row: CountRow | undefined): QuestaoEstatisticas {
  const visiveis = estatisticasVisiveis({
    respostas: row?.respostas ?? 0,
    acertos: row?.acertos ?? 0,
    marcadas: {
      A: row?.marcadasA ?? 0,
      B: row?.marcadasB ?? 0,
      C: row?.marcadasC ?? 0,
      D: row?.marcadasD ?? 0,
      E: row?.marcadasE ?? 0,
    },
  });
  return { questaoId, ...visiveis, recontadasDesde: row?.recontadasDesde?.toISOString() ?? null };
}

/**
 * One question's statistics (after Conferir). The question must be one the student may see: a premium
 * subject's question needs a subscription (403), an unknown id is 404. A primary-key read.
 */
export async function getQuestaoEstatisticas({
  db,
  user,
  questaoId,
}: {
  db: Db;
  user: SessionUser;
  questaoId: number;
}): Promise<QuestaoEstatisticas> {
  await assertQuestaoAccess(db, questaoId, user);
  const [row] = await db.select(countColumns).from(e).where(eq(e.questaoId, questaoId));
  return toEstatisticas(questaoId, row);
}

/**
 * The statistics of every question of one of the student's simulados (the results review), in one
 * request however many questions it has; 404 for a simulado that is not theirs. The student answered
 * these questions, so their statistics are theirs to see, as the questions are.
 */
export async function getSimuladoEstatisticas({
  db,
  userId,
  simuladoId,
}: {
  db: Db;
  userId: string;
  simuladoId: number;
}): Promise<SimuladoEstatisticas> {
  const [simulado] = await db
    .select({ id: simulados.id })
    .from(simulados)
    .where(and(eq(simulados.id, simuladoId), eq(simulados.userId, userId)));
  if (!simulado) throw new AppError('SIMULADO_NOT_FOUND');
  const rows = await db
    .select({ questaoId: respostasUsuario.questaoId, ...countColumns })
    .from(respostasUsuario)
    .leftJoin(e, eq(e.questaoId, respostasUsuario.questaoId))
    .where(eq(respostasUsuario.simuladoId, simulado.id))
    .orderBy(asc(respostasUsuario.id));
  return { questoes: rows.map(({ questaoId, ...row }) => toEstatisticas(questaoId, row)) };
}
