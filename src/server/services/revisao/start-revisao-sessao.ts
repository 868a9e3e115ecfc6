import { and, asc, eq, lte } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { REVISAO_SESSAO_MAX, type RevisaoSessao } from '../../../shared/schemas/revisao.js';
import type { Db } from '../../db/client.js';
import { materias, questoes, revisaoCartoes } from '../../db/schema.js';
import { questaoSimuladoColumns, toQuestaoSimulado } from '../simulados/questao-columns.js';
import { cartoesVivos, type Revisor } from './cartoes-vivos.js';
import { getRevisaoResumo } from './get-revisao-resumo.js';

/**
 * POST /api/revisao/sessao: the questions of the cards due now, oldest due first (ties by question
 * id), at most REVISAO_SESSAO_MAX, with the answer key as any simulado's player gets it and each
 * question's subject name. Nothing due: no questions, the 'nada para revisar' message and when the
 * next card falls due. Nothing is written: the save of the review reschedules its cards.
 */
export async function startRevisaoSessao({
  db,
  user,
  now = new Date(),
}: {
  db: Db;
  user: Revisor;
  now?: Date;
}): Promise<RevisaoSessao> {
  const rows = await db
    .select({ ...questaoSimuladoColumns, materiaNome: materias.nome })
    .from(revisaoCartoes)
    .innerJoin(materias, eq(materias.id, revisaoCartoes.materiaId))
    .innerJoin(questoes, eq(questoes.id, revisaoCartoes.questaoId))
    .where(and(cartoesVivos(user, now), lte(revisaoCartoes.due, now)))
    .orderBy(asc(revisaoCartoes.due), asc(revisaoCartoes.questaoId))
    .limit(REVISAO_SESSAO_MAX);
  if (rows.length > 0)
    return {
      questoes: rows.map((row) => ({ ...toQuestaoSimulado(row), materiaNome: row.materiaNome })),
      mensagem: null,
      proxima: null,
    };
  const { proxima } = await getRevisaoResumo({ db, user, now });
  return { questoes: [], mensagem: messages.revisaoNadaParaRevisar, proxima };
}
