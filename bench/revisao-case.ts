// The `revisao` cases, run by bench/run.ts on PostgreSQL (issue 27's budget: the due-card queue of a
// student with 20,000 cards ≤ 30 ms p95): a student of its own, signed up over HTTP, with 20,000 review
// cards written straight into the database (half due, spread over the past; half due in the future; one
// in twenty removed), then POST /api/revisao/sessao (the queue: the 50 oldest due) and GET /api/revisao
// (the count, the next due time and the live cards) measured, and the queue's plan printed.
import pg from 'pg';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export const REVISAO_CARTOES = 20_000;
const account = { name: 'Revisão de Carga', email: 'revisao-carga@example.com', password: 'senha-de-carga' };

export async function measureRevisao(
  base: string,
  origin: string,
  databaseUrl: string,
  questaoIds: number[],
  measure: Measure,
) {
  if (questaoIds.length < REVISAO_CARTOES) throw new Error(`revisao: ${questaoIds.length} questions, need 20,000`);
  const signup = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (signup.status !== 200) throw new Error(`revisao sign-up failed: ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let plan: string[];
  try {
    const { rows } = await client.query<{ id: string }>(
      `update users set data_expiracao = now() + interval '200 days' where email = $1 returning id`,
      [account.email],
    );
    const userId = rows[0]!.id;
    const t0 = performance.now();
    await client.query(
      `insert into revisao_cartoes (user_id, questao_id, materia_id, due, stability, difficulty, state, reps, lapses,
                                    last_review, removido)
       select $1, t.q, qq.materia_id, now() + case when i % 2 = 0 then -1 else 1 end * (i * interval '1 minute'), 2.3,
              5.1, 2, 3, 1, now() - interval '3 days', i % 20 = 0
       from unnest($2::int[]) with ordinality as t(q, i) join questoes qq on qq.id = t.q`,
      [userId, questaoIds.slice(0, REVISAO_CARTOES)],
    );
    // Vacuumed as the rest of the bench data is (bench/server.ts), as autovacuum would leave it.
    await client.query('vacuum analyze revisao_cartoes');
    console.log(`[postgres] revisao student's ${REVISAO_CARTOES} cards in ${Math.round(performance.now() - t0)} ms`);
    // The queue's statement as the service builds it (services/revisao/start-revisao-sessao.ts).
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off)
       select q.id, m.nome from revisao_cartoes c
       inner join materias m on m.id = c.materia_id inner join questoes q on q.id = c.questao_id
       where c.user_id = $1 and not c.removido and m.tipo = 'teorica' and c.due <= now()
       order by c.due asc, c.questao_id asc limit 50`,
      [userId],
    );
    plan = explained.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
  console.log(`[postgres] revisao queue plan:\n  ${plan.join('\n  ')}`);
  if (!plan.some((line) => line.includes('revisao_cartoes_due_idx'))) {
    throw new Error('revisao: the due queue does not use the partial index revisao_cartoes_due_idx');
  }

  const call = (method: string, url: string) => async () => {
    const res = await fetch(base + url, { method, headers: { cookie, origin } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${body.slice(0, 200)}`);
    if (url.endsWith('/sessao') && (JSON.parse(body) as { questoes: unknown[] }).questoes.length !== 50) {
      throw new Error('revisao: the session did not hold 50 due cards');
    }
  };
  return [
    await measure('revisao-sessao', 100, 10, call('POST', '/api/revisao/sessao')),
    await measure('revisao-resumo', 100, 10, call('GET', '/api/revisao')),
  ];
}
