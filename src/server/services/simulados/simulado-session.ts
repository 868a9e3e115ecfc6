import { and, eq, sql } from 'drizzle-orm';
import { PRAZO_TOLERANCIA_MS } from '../../../shared/rules/simulado.js';
import { rowsOf, type Db } from '../../db/client.js';
import { simuladoSessoes, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { GradedAnswer } from './answer-statistics.js';

export interface SessionVerdict {
  /** The answers that count: all of them, or a timed session's answers received in time. */
  counted: GradedAnswer[];
  foraDoPrazo: number;
  iniciadoEm: Date | null;
  prazo: Date | null;
}

/**
 * Holds a save to the session the server handed out (issue 27 §4, §6): the session must be the student's,
 * of this subject, not saved before under another key, and every answer must be one of its questions.
 * A timed session counts an answer when the save itself arrives by the deadline (plus the network's
 * grace), or else when the server received that same answer, conferred, by then; the rest is left out.
 */
export async function judgeSession({
  db,
  userId,
  sessaoId,
  materiaId,
  clientKey,
  answers,
  now,
}: {
  db: Db;
  userId: string;
  sessaoId: string | undefined;
  materiaId: number | null;
  clientKey: string;
  answers: GradedAnswer[];
  now: Date;
}): Promise<SessionVerdict> {
  if (sessaoId === undefined) return { counted: answers, foraDoPrazo: 0, iniciadoEm: null, prazo: null };
  const [sessao] = await db
    .select({
      tipo: simuladoSessoes.tipo,
      materiaId: simuladoSessoes.materiaId,
      questaoIds: simuladoSessoes.questaoIds,
      iniciadaEm: simuladoSessoes.iniciadaEm,
      prazo: simuladoSessoes.prazo,
      savedKey: simulados.clientKey,
    })
    .from(simuladoSessoes)
    .leftJoin(simulados, eq(simulados.id, simuladoSessoes.simuladoId))
    .where(and(eq(simuladoSessoes.id, sessaoId), eq(simuladoSessoes.userId, userId)));
  if (!sessao || sessao.materiaId !== materiaId) throw new AppError('SESSAO_NOT_FOUND');
  if (sessao.savedKey != null && sessao.savedKey !== clientKey) throw new AppError('SESSAO_JA_ENVIADA');
  const inSession = new Set(sessao.questaoIds);
  if (answers.some((a) => !inSession.has(a.questaoId))) throw new AppError('QUESTAO_FORA_DA_MATERIA');

  const prazo = sessao.prazo;
  if (sessao.tipo !== 'cronometrado' || prazo === null || now.getTime() <= prazo.getTime() + PRAZO_TOLERANCIA_MS) {
    return {
      counted: answers,
      foraDoPrazo: 0,
      iniciadoEm: sessao.tipo === 'cronometrado' ? sessao.iniciadaEm : null,
      prazo,
    };
  }
  const received = rowsOf<{ questao_id: number; resposta: string; espiada: boolean }>(
    await db.execute(sql`
      select questao_id, resposta, espiada from simulado_sessao_respostas
      where sessao_id = ${sessaoId}
        and recebida_em <= ${new Date(prazo.getTime() + PRAZO_TOLERANCIA_MS).toISOString()}::timestamptz`),
  );
  const inTime = new Map(received.map((r) => [Number(r.questao_id), r]));
  // The letter must be the one received in time: no changing an answer after the deadline. A peek the
  // server heard of in time stays a peek, whatever the late save says.
  const counted = answers.flatMap((a) => {
    const r = inTime.get(a.questaoId);
    if (r === undefined || r.resposta !== a.resposta) return [];
    return [{ ...a, espiada: a.espiada || r.espiada }];
  });
  return { counted, foraDoPrazo: answers.length - counted.length, iniciadoEm: sessao.iniciadaEm, prazo };
}
