import { and, eq, sql } from 'drizzle-orm';
import { computeNota } from '../../../shared/rules/simulado.js';
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { questoes, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loadMateriaForUser } from '../materias/materia-access.js';

export interface SaveSimuladoInput {
  clientKey: string;
  materiaId: number;
  respostas: Array<{ questaoId: number; resposta: Letter; espiada: boolean }>;
}

/**
 * Saves a finished simulado: the server grades every answer from the answer key (whatever the client
 * thinks), then one statement writes the simulado, all its answers and the user's latest-answer
 * status — atomically, as one transaction. The same clientKey again returns the first simulado and
 * writes nothing, also when retries race (the unique (user_id, client_key) index decides).
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
  const materia = await loadMateriaForUser(db, input.materiaId, user);
  const ids = input.respostas.map((r) => r.questaoId);
  const keys = await db
    .select({ id: questoes.id, respostaCorreta: questoes.respostaCorreta })
    .from(questoes)
    .where(and(sql`${questoes.id} = any(${pgArray(ids, 'int')})`, eq(questoes.materiaId, materia.id)));
  if (keys.length !== ids.length) throw new AppError('QUESTAO_FORA_DA_MATERIA');
  const correct = new Map(keys.map((k) => [k.id, k.respostaCorreta]));
  const corretas = input.respostas.map((r) => correct.get(r.questaoId) === r.resposta);
  const acertos = corretas.filter(Boolean).length;

  const result = await db.execute(sql`
    with answers as (
      select * from unnest(${pgArray(ids, 'int')}, ${pgArray(
        input.respostas.map((r) => r.resposta),
        'text',
      )}, ${pgArray(corretas, 'bool')}, ${pgArray(
        input.respostas.map((r) => r.espiada),
        'bool',
      )}) as a(questao_id, resposta, correta, espiada)
    ), saved as (
      insert into simulados (user_id, materia_id, data, nota, client_key, questoes_respondidas, acertos)
      values (${user.id}, ${materia.id}, now(), ${computeNota(acertos, ids.length)}, ${input.clientKey}, ${ids.length}, ${acertos})
      on conflict (user_id, client_key) do nothing
      returning id, data
    ), respostas as (
      insert into respostas_usuario (simulado_id, questao_id, resposta, correta, espiada)
      select saved.id, a.questao_id, a.resposta, a.correta, a.espiada from saved, answers a
    ), status as (
      insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em)
      select ${user.id}, a.questao_id, ${materia.id}, a.correta, saved.data from saved, answers a
      on conflict (user_id, questao_id) do update set correta = excluded.correta, respondida_em = excluded.respondida_em
    )
    select id from saved`);
  const inserted = rowsOf<{ id: number }>(result)[0];
  if (inserted) return { id: Number(inserted.id), created: true };

  // The key was used before (a retry, or a concurrent one that committed first): same simulado.
  const [existing] = await db
    .select({ id: simulados.id })
    .from(simulados)
    .where(and(eq(simulados.userId, user.id), eq(simulados.clientKey, input.clientKey)));
  if (!existing) throw new Error('simulado with this client key vanished');
  return { id: existing.id, created: false };
}
