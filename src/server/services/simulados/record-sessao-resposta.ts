import { and, eq } from 'drizzle-orm';
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { simuladoSessaoRespostas, simuladoSessoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessaoRespostaInput {
  questaoId: number;
  resposta: Letter;
  espiada: boolean;
}

/**
 * A timed simulado's check-in (issue 27 §4): records when the server received a conferred answer, so a
 * save that reaches the server after the deadline still counts the answers that arrived in time
 * (simulado-session.ts judges on this). The session must be the student's own (else 404, as for any
 * id that is not theirs), timed and not saved yet (409); the question must be one of it (400). The
 * first receipt of a question wins: a repeat, even with another letter, changes nothing.
 */
export async function recordSessaoResposta({
  db,
  userId,
  sessaoId,
  input,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  sessaoId: string;
  input: SessaoRespostaInput;
  now?: Date;
}): Promise<{ recebidaEm: string; nova: boolean }> {
  if (!UUID.test(sessaoId)) throw new AppError('SESSAO_NOT_FOUND');
  const [sessao] = await db
    .select({
      tipo: simuladoSessoes.tipo,
      questaoIds: simuladoSessoes.questaoIds,
      simuladoId: simuladoSessoes.simuladoId,
    })
    .from(simuladoSessoes)
    .where(and(eq(simuladoSessoes.id, sessaoId), eq(simuladoSessoes.userId, userId)));
  if (!sessao || sessao.tipo !== 'cronometrado') throw new AppError('SESSAO_NOT_FOUND');
  if (sessao.simuladoId !== null) throw new AppError('SESSAO_JA_ENVIADA');
  if (!sessao.questaoIds.includes(input.questaoId)) throw new AppError('QUESTAO_FORA_DA_SESSAO');

  const [inserted] = await db
    .insert(simuladoSessaoRespostas)
    .values({ sessaoId, questaoId: input.questaoId, resposta: input.resposta, espiada: input.espiada, recebidaEm: now })
    .onConflictDoNothing({ target: [simuladoSessaoRespostas.sessaoId, simuladoSessaoRespostas.questaoId] })
    .returning({ recebidaEm: simuladoSessaoRespostas.recebidaEm });
  if (inserted) return { recebidaEm: inserted.recebidaEm.toISOString(), nova: true };

  const [first] = await db
    .select({ recebidaEm: simuladoSessaoRespostas.recebidaEm })
    .from(simuladoSessaoRespostas)
    .where(and(eq(simuladoSessaoRespostas.sessaoId, sessaoId), eq(simuladoSessaoRespostas.questaoId, input.questaoId)));
  if (!first) throw new Error('session answer vanished');
  return { recebidaEm: first.recebidaEm.toISOString(), nova: false };
}
