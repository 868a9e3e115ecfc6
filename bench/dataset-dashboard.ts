import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';
import { refreshRankingMedias } from '../src/server/services/ranking/refresh-ranking-medias.js';
import { bulkLoad } from './bulk-load.js';
import { insertRankingMedias } from './ranking-medias.js';

export interface DashboardSizes {
  simulados: number;
  respostasPorSimulado: number;
  notas: number;
  provas: number;
  /** Other visible students of the account's edital, so the ranking card counts a real edital. */
  colegas: number;
}

export const dashboardAccount = { name: 'Painel de Carga', email: 'painel@example.com', password: 'senha-de-carga' };

/** Enough of the app to sign up through its real endpoint (the bench server's Hono app). */
interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * The `dashboard` case's student, an account of its own so the other cases (which add simulados and
 * notas to theirs while they run) cannot move its numbers: `simulados` simulados over two subjects of
 * each module with `respostasPorSimulado` answers each, `notas` notas, `provas` provas (half of them
 * past), and a place in the middle of an edital with `colegas` ranked students. Built with
 * generate_series, like bench/dataset.ts, with what the app's writes keep beside it: each simulado's
 * counters match its answers (none peeked), the latest and the first answer per question are in
 * questoes_status and counted in questao_estatisticas, the honest counters in desempenho_materias and,
 * once the student joins the edital, in desempenho_editais (by the tables' triggers), and each colega's
 * ranking row is the refresh's formula over their notas.
 */
export async function buildDashboardDataset(app: AppLike, db: Db, origin: string, sizes: DashboardSizes) {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(dashboardAccount),
  });
  if (signup.status !== 200) throw new Error(`dashboard bench sign-up failed: ${signup.status}`);
  const [user] = await db
    .update(users)
    .set({ dataExpiracao: new Date(Date.now() + 200 * 86400_000) })
    .where(eq(users.email, dashboardAccount.email))
    .returning({ id: users.id });
  const userId = user!.id;

  // SPEC §1: modulo 1 is the basic module, 2 the specific one; other bench data may have made them.
  for (const [id, nome] of [
    [1, 'Básico'],
    [2, 'Específico'],
  ] as const) {
    await db.execute(sql`insert into modulos (id, nome) values (${id}, ${nome}) on conflict (id) do nothing`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('modulos', 'id'), (select max(id) from modulos))`);
  const materiaIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into materias (nome, modulo_id, tipo, is_free)
      select 'Painel ' || m || '.' || k, m, 'teorica', false from generate_series(1, 2) m, generate_series(1, 2) k
      order by m, k
      returning id`),
  ).map((r) => Number(r.id));
  const materias = sql.raw(`array[${materiaIds.join(',')}]`);

  const questoesPorMateria = 250;
  await db.execute(sql`
    insert into questoes (materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta)
    select (${materias})[1 + m], '<p>Questão do painel ' || g || '</p>', 'A', 'B', 'C', 'D', 'E', 'A'
    from generate_series(0, 3) m, generate_series(1, ${questoesPorMateria}::int) g`);

  // Notas spread over 0–10 and acertos to match; one simulado an hour backwards from now.
  const n = sizes.respostasPorSimulado;
  await db.execute(sql`
    insert into simulados (user_id, materia_id, data, nota, questoes_respondidas, acertos, acertos_sem_espiar)
    select ${userId}, (${materias})[1 + g % 4], now() - (g || ' hours')::interval,
           round(((g * 7) % (${n}::int + 1)) * 10.0 / ${n}::int, 2), ${n}::int, (g * 7) % (${n}::int + 1),
           (g * 7) % (${n}::int + 1)
    from generate_series(1, ${sizes.simulados}::int) g`);
  await bulkLoad(db, ['respostas_usuario'], () =>
    db.execute(sql`
      with s as (select id, materia_id, acertos, row_number() over (order by id) as rn from simulados where user_id = ${userId}),
           q as (select id, materia_id, row_number() over (partition by materia_id order by id) - 1 as k
                 from questoes where materia_id = any(${materias}))
      insert into respostas_usuario (simulado_id, questao_id, resposta, correta)
      select s.id, q.id, case when j < s.acertos then 'A' else 'B' end, j < s.acertos
      from s cross join generate_series(0, ${n - 1}::int) j
      join q on q.materia_id = s.materia_id and q.k = (s.rn * ${n}::int + j) % ${questoesPorMateria}::int`),
  );
  // The latest answer per question, and the first one (none was peeked), as the save keeps them.
  await db.execute(sql`
    insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em, primeira_resposta, primeira_em)
    select distinct on (r.questao_id) ${userId}, r.questao_id, s.materia_id, r.correta, s.data,
           first_value(r.resposta) over w, first_value(s.data) over w
    from respostas_usuario r join simulados s on s.id = r.simulado_id
    where s.user_id = ${userId}
    window w as (partition by r.questao_id order by s.data)
    order by r.questao_id, s.data desc`);
  await db.execute(sql`
    insert into questao_estatisticas (questao_id, respostas, acertos, marcadas_a, marcadas_b, marcadas_c, marcadas_d,
                                      marcadas_e)
    select qs.questao_id, 1, (qs.primeira_resposta = q.resposta_correta)::int, (qs.primeira_resposta = 'A')::int,
           (qs.primeira_resposta = 'B')::int, (qs.primeira_resposta = 'C')::int, (qs.primeira_resposta = 'D')::int,
           (qs.primeira_resposta = 'E')::int
    from questoes_status qs join questoes q on q.id = qs.questao_id
    where qs.user_id = ${userId}`);
  await db.execute(sql`
    insert into desempenho_materias (user_id, materia_id, edital_id, respondidas, acertos)
    select qs.user_id, qs.materia_id, null, count(*)::int, (count(*) filter (where qs.correta and not qs.espiada))::int
    from questoes_status qs
    where qs.user_id = ${userId}
    group by qs.user_id, qs.materia_id`);

  await db.execute(sql`
    insert into notas (user_id, materia_id, nota, data, descricao)
    select ${userId}, (${materias})[1 + g % 4], ((g * 37) % 1001) / 100.0, current_date - g,
           case when g % 3 = 0 then 'Simulado do cursinho ' || g end
    from generate_series(1, ${sizes.notas}::int) g`);
  const metade = Math.floor(sizes.provas / 2);
  await db.execute(sql`
    insert into provas (user_id, materia_id, titulo, data, descricao)
    select ${userId}, (${materias})[1 + g % 4], 'Prova ' || g, now() + ((g - ${metade}::int) * 5 || ' days')::interval,
           case when g % 2 = 0 then 'Prova de revisão' end
    from generate_series(1, ${sizes.provas}::int) g`);

  // The edital: `colegas` visible, fully graded students with averages over 0–10 in hundredths (many
  // ties, as in a real edital): one nota in each module. Only their ranking rows matter to the dashboard.
  // g * 104729 passes 2^31 from 20,506 colegas on: bigint.
  const [edital] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into editais (numero) values ('Painel 01/2025') returning id`),
  );
  const editalId = Number(edital!.id);
  await bulkLoad(db, ['users'], () =>
    db.execute(sql`
      insert into users (id, nome, email, edital_id)
      select 'painel-' || g, 'Colega de Carga ' || g, 'painel' || g || '@example.com', ${editalId}::int
      from generate_series(1, ${sizes.colegas}::int) g`),
  );
  await bulkLoad(db, ['notas'], () =>
    db.execute(sql`
      insert into notas (user_id, materia_id, nota, data)
      select 'painel-' || g, (${materias})[1 + 2 * m], ((g * case when m = 0 then 7919 else 104729 end) % 1001) / 100.0,
             date '2025-01-01' + (g % 28)::int
      from generate_series(1, ${sizes.colegas}::bigint) g, generate_series(0, 1) m`),
  );
  await bulkLoad(db, ['ranking_medias'], () => insertRankingMedias(db, 'painel-%'));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ editalId }).where(eq(users.id, userId));
    await refreshRankingMedias(tx, userId);
  });
  await db.execute(sql`analyze`);
  return { userId };
}
