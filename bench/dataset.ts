import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

export interface BenchSizes {
  questoes: number;
  simulados: number;
  respostasPorSimulado: number;
}

/**
 * One subject with `questoes` questions and one user with `simulados` × `respostasPorSimulado` answers,
 * spread over the first half of the questions so that half stay unanswered (nao_resolvidas). Built in
 * SQL with generate_series: seconds, not minutes, even on the embedded database.
 */
export async function buildDataset(db: Db, userId: string, sizes: BenchSizes): Promise<{ materiaId: number }> {
  const materia = await db.execute(sql`
    with m as (insert into modulos (nome) values ('Básico') returning id)
    insert into materias (nome, modulo_id, tipo, is_free) select 'Matéria de carga', id, 'teorica', false from m returning id`);
  const materiaId = Number((materia as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);

  await db.execute(sql`
    insert into questoes (materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta)
    select ${materiaId}, '<p>Questão de carga número ' || g || ': qual alternativa está correta?</p>',
           'Alternativa A ' || g, 'Alternativa B ' || g, 'Alternativa C ' || g, 'Alternativa D ' || g, 'Alternativa E ' || g,
           (array['A','B','C','D','E'])[1 + g % 5]
    from generate_series(1, ${sizes.questoes}) g`);

  await db.execute(sql`
    insert into simulados (user_id, materia_id, data, nota, questoes_respondidas, acertos)
    select ${userId}, ${materiaId}, now() - (g || ' hours')::interval, 5, ${sizes.respostasPorSimulado}, ${sizes.respostasPorSimulado / 2}
    from generate_series(1, ${sizes.simulados}) g`);

  const answered = Math.floor(sizes.questoes / 2);
  await db.execute(sql`
    with s as (select id, row_number() over (order by id) as rn from simulados where user_id = ${userId}),
         q as (select id, row_number() over (order by id) - 1 as k from questoes where materia_id = ${materiaId})
    insert into respostas_usuario (simulado_id, questao_id, resposta, correta)
    select s.id, q.id, 'A', (s.rn + j) % 2 = 0
    from s cross join generate_series(0, ${sizes.respostasPorSimulado - 1}) j
    join q on q.k = ((s.rn * ${sizes.respostasPorSimulado} + j) % ${answered})`);

  await db.execute(sql`
    insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em)
    select distinct on (r.questao_id) ${userId}, r.questao_id, ${materiaId}, r.correta, s.data
    from respostas_usuario r join simulados s on s.id = r.simulado_id
    where s.user_id = ${userId}
    order by r.questao_id, s.data desc`);
  await db.execute(sql`analyze`);
  return { materiaId };
}
