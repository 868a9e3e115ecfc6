import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { pgArray } from '../src/server/db/pg-array.js';
import { DIFICULDADE_MIN_RESPOSTAS } from '../src/shared/rules/questao.js';
import { bulkLoad } from './bulk-load.js';

export interface BenchSizes {
  questoes: number;
  simulados: number;
  respostasPorSimulado: number;
}

/**
 * One subject with `questoes` questions and one user with `simulados` × `respostasPorSimulado` answers,
 * spread over the first half of the questions so that half stay unanswered (nao_resolvidas). Built in
 * SQL with generate_series: seconds, not minutes, even on the embedded database.
 *
 * The student's counters are the ones the save writes: each simulado's acertos (none peeked, so all are
 * acertos_sem_espiar) match its answers, each answer's letter matches its correta against the key, the
 * latest answer per question is in questoes_status and their counts in desempenho_materias (the student
 * has no edital, so no edital sums). Left as before, because they change what save-50 and save-500
 * measure: the student's own first-answer letters (questoes_status.primeira_resposta) and the FSRS
 * review cards of the wrong answers, which a student with this history would have. The bank's answer
 * counters (questao_estatisticas) are other students' and are there, so the difficulty filter draws.
 */
export async function buildDataset(db: Db, userId: string, sizes: BenchSizes): Promise<{ materiaId: number }> {
  const materia = await db.execute(sql`
    with m as (insert into modulos (nome) values ('Básico') returning id)
    insert into materias (nome, modulo_id, tipo, is_free) select 'Matéria de carga', id, 'teorica', false from m returning id`);
  const materiaId = Number((materia as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);

  // The bank as issue 33 keeps it: one question in ten Certo/Errado (key C or E, no alternatives), one
  // in ten of four alternatives, the rest of five; four in five from a banca's exam (of seven, years
  // 2010–2025) with the teacher's explanation, the rest Bizu's own.
  await db.execute(sql`
    insert into bancas (nome)
    select unnest(array['VUNESP', 'Cebraspe', 'FGV', 'IBFC', 'Instituto AOCP', 'IDECAN', 'Fundatec'])
    on conflict do nothing`);
  const bancas = await db.execute(sql`select id from bancas order by id limit 7`);
  const bancaIds = (bancas as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  await db.execute(sql`
    insert into questoes (materia_id, tipo, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d,
                          alternativa_e, resposta_correta, banca_id, orgao, ano, cargo, comentario)
    select ${materiaId}, k.tipo, '<p>Questão de carga número ' || g || ': qual alternativa está correta?</p>',
           case when k.tipo <> 'certo_errado' then 'Alternativa A ' || g end,
           case when k.tipo <> 'certo_errado' then 'Alternativa B ' || g end,
           case when k.tipo <> 'certo_errado' then 'Alternativa C ' || g end,
           case when k.tipo <> 'certo_errado' then 'Alternativa D ' || g end,
           case when k.tipo = 'multipla5' then 'Alternativa E ' || g end,
           case k.tipo when 'certo_errado' then (array['C','E'])[1 + g % 2]
                       when 'multipla4' then (array['A','B','C','D'])[1 + g % 4]
                       else (array['A','B','C','D','E'])[1 + g % 5] end,
           case when g % 5 <> 0 then (${pgArray(bancaIds, 'int')})[1 + g % ${bancaIds.length}] end,
           case when g % 5 <> 0 then 'PM-SP' end,
           case when g % 5 <> 0 then 2010 + g % 16 end,
           case when g % 5 <> 0 then 'Soldado PM 2ª Classe' end,
           case when g % 5 <> 0 then '<p>Comentário do professor da questão ' || g ||
             ': a alternativa correta decorre da regra do edital; as demais confundem conceitos próximos.</p>' end
    from generate_series(1, ${sizes.questoes}) g
    cross join lateral (select case g % 10 when 0 then 'certo_errado' when 1 then 'multipla4' else 'multipla5' end
                        as tipo) k`);

  // Other students' answers, as a bank in use has them: three questions in four carry counters past the
  // difficulty's minimum, a third each easy, medium and hard (shared/rules/questao.ts), so the selection by
  // difficulty draws from real counters; the rest are 'Sem dados'. The marked letters are left at zero.
  await db.execute(sql`
    insert into questao_estatisticas (questao_id, respostas, acertos)
    select q.id, n.respostas, n.respostas * (array[80, 55, 25])[1 + q.id % 3] / 100
    from questoes q
    cross join lateral (select ${DIFICULDADE_MIN_RESPOSTAS} + q.id % 170 as respostas) n
    where q.materia_id = ${materiaId} and q.id % 4 <> 0`);

  await db.execute(sql`
    insert into simulados (user_id, materia_id, data, nota, questoes_respondidas, acertos, acertos_sem_espiar)
    select ${userId}, ${materiaId}, now() - (g || ' hours')::interval, 5, ${sizes.respostasPorSimulado},
           ${sizes.respostasPorSimulado / 2}, ${sizes.respostasPorSimulado / 2}
    from generate_series(1, ${sizes.simulados}) g`);

  const answered = Math.floor(sizes.questoes / 2);
  // Right answers carry the key's letter, wrong ones the next letter.
  await bulkLoad(db, ['respostas_usuario'], () =>
    db.execute(sql`
      with s as (select id, row_number() over (order by id) as rn from simulados where user_id = ${userId}),
           q as (select id, resposta_correta, row_number() over (order by id) - 1 as k
                 from questoes where materia_id = ${materiaId})
      insert into respostas_usuario (simulado_id, questao_id, resposta, correta)
      select s.id, q.id,
             case when (s.rn + j) % 2 = 0 then q.resposta_correta else translate(q.resposta_correta, 'ABCDE', 'BCDEA') end,
             (s.rn + j) % 2 = 0
      from s cross join generate_series(0, ${sizes.respostasPorSimulado - 1}) j
      join q on q.k = ((s.rn * ${sizes.respostasPorSimulado} + j) % ${answered})`),
  );

  await db.execute(sql`
    insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em)
    select distinct on (r.questao_id) ${userId}, r.questao_id, ${materiaId}, r.correta, s.data
    from respostas_usuario r join simulados s on s.id = r.simulado_id
    where s.user_id = ${userId}
    order by r.questao_id, s.data desc`);
  // The student's honest counters, as migration 0010 backfills them: the save changes them by difference.
  await db.execute(sql`
    insert into desempenho_materias (user_id, materia_id, edital_id, respondidas, acertos)
    select qs.user_id, qs.materia_id, u.edital_id, count(*)::int,
           (count(*) filter (where qs.correta and not qs.espiada))::int
    from questoes_status qs join users u on u.id = qs.user_id
    where qs.user_id = ${userId}
    group by qs.user_id, qs.materia_id, u.edital_id`);
  await db.execute(sql`analyze`);
  return { materiaId };
}
