// The `cadernos` cases, run by bench/run.ts on PostgreSQL (issue 33's budgets: opening a caderno of
// 5,000 questions, first page, ≤ 30 ms p95; saving a question to a caderno ≤ 20 ms p95): a subscriber
// of its own, signed up over HTTP, with a full caderno (5,000 questions written straight into the
// database) and an empty one; then GET /api/cadernos/{full} and POST /api/cadernos/{empty}/questoes
// (a new question each time) measured, and the page's plan printed.
import pg from 'pg';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export const CADERNO_QUESTOES = 5_000;
const SAVES = 100;
const account = { name: 'Cadernos de Carga', email: 'cadernos-carga@example.com', password: 'senha-de-carga' };

export async function measureCadernos(
  base: string,
  origin: string,
  databaseUrl: string,
  questaoIds: number[],
  measure: Measure,
) {
  const need = CADERNO_QUESTOES + SAVES + 10;
  if (questaoIds.length < need) throw new Error(`cadernos: ${questaoIds.length} questions, need ${need}`);
  const signup = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (signup.status !== 200) throw new Error(`cadernos sign-up failed: ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = async (method: string, url: string, body?: unknown, status = 200) => {
    const res = await fetch(base + url, {
      method,
      headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== status) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    return text;
  };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let cheio: number;
  let vazio: number;
  let plan: string[];
  try {
    await client.query(`update users set data_expiracao = now() + interval '200 days' where email = $1`, [
      account.email,
    ]);
    cheio = (JSON.parse(await api('POST', '/api/cadernos', { nome: 'Cheio' }, 201)) as { id: number }).id;
    vazio = (JSON.parse(await api('POST', '/api/cadernos', { nome: 'Vazio' }, 201)) as { id: number }).id;
    const t0 = performance.now();
    await client.query(
      `insert into caderno_questoes (caderno_id, questao_id, adicionada_em)
       select $1, t.q, now() - t.i * interval '1 minute' from unnest($2::int[]) with ordinality as t(q, i)`,
      [cheio, questaoIds.slice(0, CADERNO_QUESTOES)],
    );
    await client.query(`update cadernos set questoes = $2 where id = $1`, [cheio, CADERNO_QUESTOES]);
    // Vacuumed as the rest of the bench data is (bench/server.ts), as autovacuum would leave it.
    await client.query('vacuum analyze caderno_questoes');
    console.log(`[postgres] cadernos: ${CADERNO_QUESTOES} saved questions in ${Math.round(performance.now() - t0)} ms`);
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off)
       select cq.questao_id from caderno_questoes cq
       left join questoes q on q.id = cq.questao_id left join materias m on m.id = q.materia_id
       where cq.caderno_id = $1 order by cq.adicionada_em desc, cq.questao_id desc limit 21`,
      [cheio],
    );
    plan = explained.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
  console.log(`[postgres] caderno page plan:\n  ${plan.join('\n  ')}`);

  let next = CADERNO_QUESTOES;
  return [
    await measure('caderno-page', 100, 10, async () => {
      const page = JSON.parse(await api('GET', `/api/cadernos/${cheio}`)) as { itens: unknown[] };
      if (page.itens.length !== 20) throw new Error('cadernos: the first page did not hold 20 questions');
    }),
    await measure('caderno-save', SAVES - 10, 10, async () => {
      await api('POST', `/api/cadernos/${vazio}/questoes`, { questaoId: questaoIds[next++] }, 201);
    }),
  ];
}
