import { and, eq, inArray, sql } from 'drizzle-orm';
import { computeNota } from '../../../shared/rules/simulado.js';
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questoes, questoesStatus, respostasUsuario, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loadMateriaForUser } from '../materias/materia-access.js';

export interface SaveSimuladoInput {
  clientKey: string;
  materiaId: number;
  respostas: Array<{ questaoId: number; resposta: Letter; espiada: boolean }>;
}

/**
 * Saves a finished simulado in one transaction: the server grades every answer from the answer key
 * (whatever the client thinks), writes the simulado, all its answers and the user's latest-answer
 * status. The same clientKey again returns the first simulado and writes nothing.
 */
export async function saveSimulado({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: SaveSimuladoInput;
}): Promise<{ id: number; created: boolean }> {
  const replay = await findByClientKey(db, user.id, input.clientKey);
  if (replay) return { id: replay, created: false };

  const materia = await loadMateriaForUser(db, input.materiaId, user);
  const ids = input.respostas.map((r) => r.questaoId);
  const keys = await db
    .select({ id: questoes.id, respostaCorreta: questoes.respostaCorreta })
    .from(questoes)
    .where(and(inArray(questoes.id, ids), eq(questoes.materiaId, materia.id)));
  if (keys.length !== ids.length) throw new AppError('QUESTAO_FORA_DA_MATERIA');
  const correct = new Map(keys.map((k) => [k.id, k.respostaCorreta]));

  const graded = input.respostas.map((r) => ({ ...r, correta: correct.get(r.questaoId) === r.resposta }));
  const acertos = graded.filter((r) => r.correta).length;
  const now = new Date();

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(simulados)
      .values({
        userId: user.id,
        materiaId: materia.id,
        data: now,
        nota: computeNota(acertos, graded.length),
        clientKey: input.clientKey,
        questoesRespondidas: graded.length,
        acertos,
      })
      .onConflictDoNothing({ target: [simulados.userId, simulados.clientKey] })
      .returning({ id: simulados.id });
    if (!inserted) {
      // A concurrent retry with the same key committed first: answer with its simulado.
      const id = await findByClientKey(tx, user.id, input.clientKey);
      if (id === undefined) throw new Error('simulado with this client key vanished');
      return { id, created: false };
    }
    await tx.insert(respostasUsuario).values(
      graded.map((r) => ({
        simuladoId: inserted.id,
        questaoId: r.questaoId,
        resposta: r.resposta,
        correta: r.correta,
        espiada: r.espiada,
      })),
    );
    await tx
      .insert(questoesStatus)
      .values(graded.map((r) => ({ userId: user.id, questaoId: r.questaoId, materiaId: materia.id, correta: r.correta, respondidaEm: now })))
      .onConflictDoUpdate({
        target: [questoesStatus.userId, questoesStatus.questaoId],
        set: { correta: sql`excluded.correta`, respondidaEm: sql`excluded.respondida_em` },
      });
    return { id: inserted.id, created: true };
  });
}

async function findByClientKey(db: Pick<Db, 'select'>, userId: string, clientKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: simulados.id })
    .from(simulados)
    .where(and(eq(simulados.userId, userId), eq(simulados.clientKey, clientKey)));
  return row?.id;
}
