import { and, eq } from 'drizzle-orm';
import { letraCabeNoTipo } from '../../../shared/rules/questao.js';
import { letraForaDoTipoMessage } from '../../../shared/schemas/impressao.js';
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { simuladoSessoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { saveSimulado } from '../simulados/save-simulado.js';
import { tiposDasQuestoes } from './list-impressos.js';

/**
 * 'Corrigir gabarito' (issue 27 §6): the letters typed back in by number become the answers to the
 * questions printed under those numbers, saved as a simulado of the subject like any other (graded by
 * the server, statistics and review cards included). The session's id is the save's key, so a second
 * correction of the same sheet answers the first simulado and writes nothing. Each letter must be one
 * of its question's kind (A–E, A–D, or C/E for Certo/Errado).
 */
export async function corrigirImpresso({
  db,
  user,
  sessaoId,
  respostas,
}: {
  db: Db;
  user: SessionUser;
  sessaoId: string;
  respostas: Array<{ numero: number; resposta: Letter }>;
}): Promise<{ id: number; created: boolean }> {
  const [sessao] = await db
    .select({
      id: simuladoSessoes.id,
      materiaId: simuladoSessoes.materiaId,
      questaoIds: simuladoSessoes.questaoIds,
      simuladoId: simuladoSessoes.simuladoId,
    })
    .from(simuladoSessoes)
    .where(
      and(eq(simuladoSessoes.id, sessaoId), eq(simuladoSessoes.userId, user.id), eq(simuladoSessoes.tipo, 'impresso')),
    );
  if (!sessao) throw new AppError('SESSAO_NOT_FOUND');
  if (sessao.simuladoId !== null) return { id: sessao.simuladoId, created: false };

  const total = sessao.questaoIds.length;
  const fora = respostas.find((r) => r.numero > total);
  if (fora) {
    const message = `O simulado impresso tem ${total} ${total === 1 ? 'questão' : 'questões'}: a questão ${fora.numero} não existe nele.`;
    throw new AppError('INVALID_INPUT', { respostas: message }, message);
  }
  // By number, each typed letter's question. A letter it has no bubble for (E on an A–D question, A on
  // Certo/Errado) is named by its number here; the shared save would refuse it without one.
  const porNumero = [...respostas]
    .sort((a, b) => a.numero - b.numero)
    .map((r) => ({ ...r, questaoId: sessao.questaoIds[r.numero - 1]! }));
  const tipos = await tiposDasQuestoes(
    db,
    porNumero.map((r) => r.questaoId),
  );
  for (const r of porNumero) {
    const tipo = tipos.get(r.questaoId);
    if (tipo !== undefined && !letraCabeNoTipo(tipo, r.resposta)) {
      const message = letraForaDoTipoMessage(r.numero, tipo);
      throw new AppError('INVALID_INPUT', { respostas: message }, message);
    }
  }
  return saveSimulado({
    db,
    user,
    input: {
      clientKey: sessao.id,
      tipo: 'padrao',
      materiaId: sessao.materiaId,
      sessaoId: sessao.id,
      respostas: porNumero.map((r) => ({ questaoId: r.questaoId, resposta: r.resposta, espiada: false })),
    },
  });
}
