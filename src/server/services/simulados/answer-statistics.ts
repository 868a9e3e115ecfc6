import { sql } from 'drizzle-orm';
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';

/** One answer as the save hands it to the statistics and the review cards: already graded by the server. */
export interface GradedAnswer {
  questaoId: number;
  materiaId: number;
  resposta: Letter;
  correta: boolean;
  espiada: boolean;
}

/**
 * Takes a student's counted first answers back out of the counts (clearing the history). Only answers
 * counted since the last reset of their question are subtracted; the rows are locked in questao_id
 * order first, like the save, so a clear and a save never deadlock.
 */
export async function removeFromStatistics(tx: Db, userId: string): Promise<void> {
  const mine = sql`
    select qs.questao_id, qs.primeira_resposta as r, qs.primeira_resposta = q.resposta_correta as c
    from questoes_status qs
    join questoes q on q.id = qs.questao_id
    join questao_estatisticas e on e.questao_id = qs.questao_id
    where qs.user_id = ${userId} and qs.primeira_resposta is not null
      and (e.recontadas_desde is null or qs.primeira_em >= e.recontadas_desde)`;
  await tx.execute(sql`
    select e.questao_id from questao_estatisticas e
    where e.questao_id in (select questao_id from (${mine}) m)
    order by e.questao_id for update`);
  await tx.execute(sql`
    update questao_estatisticas e set
      respostas = greatest(e.respostas - 1, 0),
      acertos = greatest(e.acertos - mine.c::int, 0),
      marcadas_a = greatest(e.marcadas_a - (mine.r = 'A')::int, 0),
      marcadas_b = greatest(e.marcadas_b - (mine.r = 'B')::int, 0),
      marcadas_c = greatest(e.marcadas_c - (mine.r = 'C')::int, 0),
      marcadas_d = greatest(e.marcadas_d - (mine.r = 'D')::int, 0),
      marcadas_e = greatest(e.marcadas_e - (mine.r = 'E')::int, 0)
    from (${mine}) mine
    where e.questao_id = mine.questao_id`);
}
