import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/server/db/client.js';
import { pgArray } from '../src/server/db/pg-array.js';

/**
 * The bench's data are written straight into the tables, past the services that keep the derived ones;
 * the cases then measure the app's real queries over them, so the derived tables must hold what the
 * app's own writes would have left. Each check counts the rows where a derived table and a recount from
 * its sources disagree; any disagreement stops the bench before it measures anything.
 *
 * Known and accepted (each builder says why):
 * - `semPrimeiraResposta`: students whose first-answer letters (questoes_status.primeira_resposta and
 *   their counts in questao_estatisticas) were never written (bench/dataset.ts);
 * - desempenho_materias rows of students without a single questoes_status row: the 'Onde estou' counters
 *   of bench/posicao-dataset.ts, far more answers than the bench could write;
 * - `contadoresDeOutros`: subjects whose questions' answer counters (questao_estatisticas) stand for other
 *   students' first answers the bench does not write (bench/dataset.ts: 30 or more per question, so the
 *   difficulty filter has something to draw); their questions are left out of that one comparison.
 */
/**
 * The same notas summed in another order (another plan, a parallel one) can differ in the last bit, which
 * can move an average sitting on a half-hundredth to the next hundredth: a difference up to that is no drift.
 */
const MEDIA_TOLERANCE = sql.raw('0.0100001');

export async function checkDerivedTables(
  db: Db,
  { semPrimeiraResposta, contadoresDeOutros }: { semPrimeiraResposta: string[]; contadoresDeOutros: number[] },
) {
  const exempt =
    semPrimeiraResposta.length > 0
      ? sql.join(
          semPrimeiraResposta.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`''`;
  const checks: Array<[string, SQL]> = [
    [
      'simulados: questoes_respondidas, acertos and acertos_sem_espiar are the counts of their answers',
      sql`select count(*)::int as n
          from simulados s
          join (select simulado_id, count(*) as respondidas, count(*) filter (where correta) as acertos,
                       count(*) filter (where correta and not espiada) as sem_espiar
                from respostas_usuario group by simulado_id) r on r.simulado_id = s.id
          where (s.questoes_respondidas, s.acertos, s.acertos_sem_espiar)
                is distinct from (r.respondidas::int, r.acertos::int, r.sem_espiar::int)`,
    ],
    [
      'respostas_usuario: correta is the letter against the key',
      sql`select count(*)::int as n from respostas_usuario r join questoes q on q.id = r.questao_id
          where r.correta <> (r.resposta = q.resposta_correta)`,
    ],
    [
      'questoes_status: the latest answer per student and question, and the first unpeeked letter',
      sql`with answers as (
            select s.user_id, r.questao_id, q.materia_id, r.correta, r.espiada, s.data,
                   row_number() over (partition by s.user_id, r.questao_id order by s.data desc, s.id desc) as ultima,
                   first_value(r.resposta) over (partition by s.user_id, r.questao_id
                                                 order by r.espiada, s.data, s.id) as primeira_letra,
                   first_value(s.data) over (partition by s.user_id, r.questao_id
                                             order by r.espiada, s.data, s.id) as primeira_data,
                   bool_and(r.espiada) over (partition by s.user_id, r.questao_id) as todas_espiadas
            from respostas_usuario r join simulados s on s.id = r.simulado_id join questoes q on q.id = r.questao_id
          ), latest as (
            select user_id, questao_id, materia_id, correta, espiada, data,
                   case when not todas_espiadas then primeira_letra end as primeira_resposta,
                   case when not todas_espiadas then primeira_data end as primeira_em
            from answers where ultima = 1
          )
          select count(*)::int as n
          from latest l full join questoes_status qs on qs.user_id = l.user_id and qs.questao_id = l.questao_id
          where (l.materia_id, l.correta, l.espiada, l.data)
                is distinct from (qs.materia_id, qs.correta, qs.espiada, qs.respondida_em)
             or (coalesce(l.user_id, qs.user_id) not in (${exempt})
                 and (l.primeira_resposta, l.primeira_em) is distinct from (qs.primeira_resposta, qs.primeira_em))`,
    ],
    [
      'questao_estatisticas: the counts of the first unpeeked answers',
      sql`with primeiras as (
            select qs.questao_id, count(*) as respostas,
                   count(*) filter (where qs.primeira_resposta = q.resposta_correta) as acertos,
                   count(*) filter (where qs.primeira_resposta = 'A') as a,
                   count(*) filter (where qs.primeira_resposta = 'B') as b,
                   count(*) filter (where qs.primeira_resposta = 'C') as c,
                   count(*) filter (where qs.primeira_resposta = 'D') as d,
                   count(*) filter (where qs.primeira_resposta = 'E') as e
            from questoes_status qs join questoes q on q.id = qs.questao_id
            where qs.primeira_resposta is not null
            group by qs.questao_id
          )
          select count(*)::int as n
          from primeiras p full join questao_estatisticas e on e.questao_id = p.questao_id
          where coalesce(p.questao_id, e.questao_id) not in (
                  select id from questoes where materia_id = any(${pgArray(contadoresDeOutros, 'int')}))
            and (p.respostas::int, p.acertos::int, p.a::int, p.b::int, p.c::int, p.d::int, p.e::int)
                is distinct from (e.respostas, e.acertos, e.marcadas_a, e.marcadas_b, e.marcadas_c, e.marcadas_d,
                                  e.marcadas_e)`,
    ],
    [
      'desempenho_materias: the counts of questoes_status, in the student’s edital',
      sql`with contadas as (
            select user_id, materia_id, count(*)::int as respondidas,
                   (count(*) filter (where correta and not espiada))::int as acertos
            from questoes_status group by user_id, materia_id
          )
          select count(*)::int as n
          from contadas c
          full join desempenho_materias d on d.user_id = c.user_id and d.materia_id = c.materia_id
          left join users u on u.id = coalesce(c.user_id, d.user_id)
          where d.edital_id is distinct from u.edital_id and d.user_id is not null
             or c.user_id is not null and (c.respondidas, c.acertos) is distinct from (d.respondidas, d.acertos)
             or c.user_id is null and d.respondidas > 0
                and exists (select 1 from questoes_status qs where qs.user_id = d.user_id)`,
    ],
    [
      'desempenho_editais: the sums of desempenho_materias per edital and subject',
      sql`with somas as (
            select edital_id, materia_id, sum(respondidas)::int as respondidas, sum(acertos)::int as acertos,
                   (count(*) filter (where respondidas > 0))::int as alunos
            from desempenho_materias where edital_id is not null group by edital_id, materia_id
          )
          select count(*)::int as n
          from somas s full join desempenho_editais e on e.edital_id = s.edital_id and e.materia_id = s.materia_id
          where (coalesce(s.respondidas, 0), coalesce(s.acertos, 0), coalesce(s.alunos, 0))
                is distinct from (e.respondidas, e.acertos, e.alunos)`,
    ],
    [
      'ranking_medias: refreshRankingMedias over each student’s notas and profile, for every student with notas or an edital',
      sql`with a as (
            select n.user_id,
                   count(*) filter (where m.modulo_id = 1)::int as nb,
                   count(*) filter (where m.modulo_id = 2)::int as ne,
                   sum(n.nota) filter (where m.modulo_id = 1) as sb,
                   sum(n.nota) filter (where m.modulo_id = 2) as se
            from notas n join materias m on m.id = n.materia_id
            group by n.user_id
          )
          select count(*)::int as n
          from users u
          left join a on a.user_id = u.id
          left join ranking_medias r on r.user_id = u.id
          where (r.user_id is null and (u.edital_id is not null or a.user_id is not null))
             or (r.user_id is not null and (
                  (r.edital_id, r.unidade_id, r.show_in_ranking, r.notas_basico, r.notas_especifico)
                    is distinct from (u.edital_id, u.unidade_id, u.show_in_ranking, coalesce(a.nb, 0), coalesce(a.ne, 0))
                  or abs(r.soma_basico - coalesce(a.sb, 0)) > 1e-6 or abs(r.soma_especifico - coalesce(a.se, 0)) > 1e-6
                  or (r.media_basico is null) <> (a.nb is null or a.nb = 0)
                  or (r.media_especifico is null) <> (a.ne is null or a.ne = 0)
                  or (r.media_geral is null) <> (r.media_basico is null or r.media_especifico is null)
                  or abs(r.media_basico - round((a.sb / nullif(a.nb, 0))::numeric, 2)::float8) > ${MEDIA_TOLERANCE}
                  or abs(r.media_especifico - round((a.se / nullif(a.ne, 0))::numeric, 2)::float8) > ${MEDIA_TOLERANCE}
                  or abs(r.media_geral - round(((a.sb / nullif(a.nb, 0) + a.se / nullif(a.ne, 0)) / 2)::numeric, 2)::float8)
                     > ${MEDIA_TOLERANCE}))`,
    ],
    [
      'ranking_medias.qra: the QRA the ranking search reads is the student’s own',
      sql`select count(*)::int as n from ranking_medias r join users u on u.id = r.user_id
          where r.qra is distinct from u.qra`,
    ],
    [
      'ranking_histograma: the visible students per edital, tab and average, and every student per média geral',
      sql`with contagem as (
            select r.edital_id, v.media, sum(v.g)::int as g, sum(v.b)::int as b, sum(v.e)::int as e, sum(v.t)::int as t
            from ranking_medias r
            cross join lateral (values
              (r.media_geral, r.show_in_ranking::int, 0, 0, 1),
              (r.media_basico, 0, r.show_in_ranking::int, 0, 0),
              (r.media_especifico, 0, 0, r.show_in_ranking::int, 0)) v(media, g, b, e, t)
            where r.edital_id is not null and v.media is not null
            group by r.edital_id, v.media
          )
          select count(*)::int as n
          from contagem c full join ranking_histograma h on h.edital_id = c.edital_id and h.media = c.media
          where (coalesce(c.g, 0), coalesce(c.b, 0), coalesce(c.e, 0), coalesce(c.t, 0))
                is distinct from (coalesce(h.geral, 0), coalesce(h.basico, 0), coalesce(h.especifico, 0),
                                  coalesce(h.todos_geral, 0))`,
    ],
    [
      'simulados_totais: each student’s simulados, grades and questions summed per subject',
      sql`with somas as (
            select user_id, materia_id, count(*)::int as simulados, sum(nota::numeric) as soma_nota,
                   sum(questoes_respondidas)::int as questoes, sum(acertos_sem_espiar)::int as sem_espiar
            from simulados group by user_id, materia_id
          )
          select count(*)::int as n
          from somas s
          full join (select * from simulados_totais where simulados > 0) t
            on t.user_id = s.user_id and t.materia_id is not distinct from s.materia_id
          where (s.simulados, s.soma_nota, s.questoes, s.sem_espiar)
                is distinct from (t.simulados, t.soma_nota, t.questoes_respondidas, t.acertos_sem_espiar)`,
    ],
  ];

  const failed: string[] = [];
  for (const [what, query] of checks) {
    const n = Number(rowsOf<{ n: number }>(await db.execute(query))[0]!.n);
    if (n > 0) failed.push(`${what}: ${n} rows disagree`);
  }
  if (failed.length > 0) throw new Error(`bench data set inconsistent:\n  ${failed.join('\n  ')}`);
}
