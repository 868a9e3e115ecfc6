import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { saoPauloDay } from '../../../shared/rules/provas.js';
import { addDays, addMonths, weekStart } from '../../../shared/rules/visao-geral.js';
import { visaoGeralMessages, type AdminVisaoGeral } from '../../../shared/schemas/admin-visao-geral.js';

// /api/admin/visao-geral: refusals first, then every figure over a small data set placed on São Paulo
// days relative to today, for both periods.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
const hoje = saoPauloDay();
/** Noon of a São Paulo day (UTC-3 all year since 2019). */
const noon = (day: string) => `${day}T12:00:00-03:00`;

async function overview(query = '') {
  const res = await agents.admin.get(`/api/admin/visao-geral${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminVisaoGeral;
}
const valueOn = (points: Array<{ inicio: string; valor: number }>, inicio: string) =>
  points.find((p) => p.inicio === inicio)?.valor;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'visao');
  const content = await createContent(t.db, 3);
  const [q1, q2, q3] = content.freeQs;
  const run = (query: string) => t.db.execute(sql.raw(query));
  await run(`
    insert into users (id, nome, email, created_at, data_expiracao) values
      ('v1', 'Ana', 'v1@example.com', '${noon(addDays(hoje, -10))}', '${noon(addDays(hoje, 5))}'),
      ('v2', 'Bia', 'v2@example.com', '${noon(addDays(hoje, -200))}', '${noon(addDays(hoje, -1))}'),
      ('v3', 'Caio', 'v3@example.com', '${noon(addDays(hoje, -200))}', now() + interval '2 minutes'),
      ('v4', 'Dora', 'v4@example.com', '${noon(addDays(hoje, -200))}', now() - interval '2 minutes')`);
  await run(`
    insert into simulados (user_id, materia_id, nota, data) values
      ('v1', ${content.free.id}, 5, '${noon(addDays(hoje, -1))}'), ('v1', ${content.free.id}, 6, '${noon(addDays(hoje, -1))}'),
      ('v2', ${content.free.id}, 7, '${noon(addDays(hoje, -1))}'), ('v2', ${content.free.id}, 8, '${noon(addDays(hoje, -100))}')`);
  await run(`
    insert into notas (user_id, materia_id, nota, data, criada_em) values
      ('v1', ${content.free.id}, 7, '${addDays(hoje, -3)}', '${noon(addDays(hoje, -3))}')`);
  await run(`
    insert into pagamentos (provider, invoice_id, email, status, valor_centavos, pago_em, cancelado_em) values
      ('eduzz', 'p1', 'v1@example.com', 'pago', 9990, '${noon(addDays(hoje, -2))}', null),
      ('eduzz', 'p2', 'v2@example.com', 'reembolsado', 4990, '${noon(addDays(hoje, -40))}', '${noon(addDays(hoje, -5))}')`);
  await run(`
    insert into questao_reports (questao_id, user_id, descricao, status) values
      (${q1!.id}, 'v1', 'Gabarito errado', 'pendente'), (${q2!.id}, 'v1', 'Texto cortado', 'pendente'),
      (${q3!.id}, 'v2', 'Repetida', 'em_analise'), (${q1!.id}, 'v2', 'Resolvido', 'resolvido')`);
  // 2 of 40 right: suspicious; 30 of 40 right with the key chosen most: not.
  await run(`
    insert into questao_estatisticas (questao_id, respostas, acertos, marcadas_a, marcadas_b, marcadas_c, marcadas_d, marcadas_e)
    select id, 40, case when id = ${q1!.id} then 2 else 30 end, 8, 8, 8, 8, 8 from questoes where id in (${q1!.id}, ${q2!.id})`);
  await run(`
    update questao_estatisticas set marcadas_a = 30, marcadas_b = 10, marcadas_c = 0, marcadas_d = 0, marcadas_e = 0
    where questao_id = ${q2!.id}`);
  await run(`update questoes set resposta_correta = 'A' where id = ${q2!.id}`);
});
afterAll(() => t?.close());

describe('GET /api/admin/visao-geral', () => {
  it('refuses anonymous visitors (401) and students (403)', async () => {
    expect((await agents.anonymous.get('/api/admin/visao-geral')).status).toBe(401);
    expect((await agents.student.get('/api/admin/visao-geral')).status).toBe(403);
    expect((await agents.subscriber.get('/api/admin/visao-geral?periodo=12m')).status).toBe(403);
  });

  it('refuses an unknown period with a pt-BR message', async () => {
    const res = await agents.admin.get('/api/admin/visao-geral?periodo=7d');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: visaoGeralMessages.periodoInvalido });
  });

  it('shows the last 30 days by default, day by day', async () => {
    const v = await overview();
    expect(v).toMatchObject({ periodo: '30d', hoje, inicio: addDays(hoje, -29), pagamentosPor: 'dia' });
    expect(v.alunosAtivosPorDia).toHaveLength(30);
    expect(v.alunosAtivosPorDia[29]).toEqual({ inicio: hoje, valor: 0 });
    // Yesterday: Ana (two simulados) and Bia; three days ago: Ana's nota.
    expect(valueOn(v.alunosAtivosPorDia, addDays(hoje, -1))).toBe(2);
    expect(valueOn(v.alunosAtivosPorDia, addDays(hoje, -3))).toBe(1);
    expect(v.alunosAtivosPorDia.reduce((s, p) => s + p.valor, 0)).toBe(3);
    expect(valueOn(v.simuladosPorDia, addDays(hoje, -1))).toBe(3);
    expect(v.simuladosPorDia.reduce((s, p) => s + p.valor, 0)).toBe(3);
    // The test's three accounts today, Ana ten days ago; the weeks start on Monday.
    expect(v.novosAlunosPorSemana[0]!.inicio).toBe(weekStart(addDays(hoje, -29)));
    expect(valueOn(v.novosAlunosPorSemana, weekStart(hoje))).toBe(weekStart(hoje) <= addDays(hoje, -10) ? 4 : 3);
    expect(v.novosAlunosPorSemana.reduce((s, p) => s + p.valor, 0)).toBe(4);
    expect(v.pagamentos.find((p) => p.inicio === addDays(hoje, -2))).toEqual({
      inicio: addDays(hoje, -2),
      pagamentos: 1,
      valorCentavos: 9990,
      reembolsos: 0,
      reembolsosCentavos: 0,
    });
    expect(v.pagamentos.find((p) => p.inicio === addDays(hoje, -5))).toMatchObject({
      pagamentos: 0,
      reembolsos: 1,
      reembolsosCentavos: 4990,
    });
    expect(v.pagamentos.reduce((s, p) => s + p.pagamentos, 0)).toBe(1);
  });

  it('counts subscriptions that have not ended and those ending in the next 30 days', async () => {
    const { assinaturas } = await overview();
    // The subscriber's (30 days ahead), Ana's (in 5 days) and Caio's (in 2 minutes); Dora's ended.
    expect(assinaturas.ativas).toBe(3);
    expect(assinaturas.terminamEm30Dias).toBe(2);
    expect(assinaturas.terminamPorDia).toHaveLength(30);
    expect(assinaturas.terminamPorDia[0]).toEqual({ inicio: hoje, valor: 1 });
    expect(assinaturas.terminamPorDia[5]).toEqual({ inicio: addDays(hoje, 5), valor: 1 });
  });

  it('counts the open reports and the suspicious questions', async () => {
    const v = await overview('?periodo=12m');
    expect(v.reports).toEqual({ pendentes: 2, emAnalise: 1 });
    expect(v.questoesSuspeitas).toBe(1);
  });

  it('shows 12 months with payments per month', async () => {
    const v = await overview('?periodo=12m');
    expect(v).toMatchObject({ periodo: '12m', inicio: addMonths(hoje, -11), pagamentosPor: 'mes' });
    expect(v.pagamentos).toHaveLength(12);
    expect(v.pagamentos.map((p) => p.inicio)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(hoje, i - 11)));
    expect(v.pagamentos.reduce((s, p) => s + p.pagamentos, 0)).toBe(2);
    expect(v.pagamentos.reduce((s, p) => s + p.valorCentavos, 0)).toBe(9990 + 4990);
    expect(v.pagamentos.reduce((s, p) => s + p.reembolsosCentavos, 0)).toBe(4990);
    // Bia's simulado of 100 days ago is in, and so are the three accounts made 200 days ago.
    expect(v.simuladosPorDia.reduce((s, p) => s + p.valor, 0)).toBe(4);
    expect(v.alunosAtivosPorDia.reduce((s, p) => s + p.valor, 0)).toBe(4);
    expect(v.novosAlunosPorSemana.reduce((s, p) => s + p.valor, 0)).toBe(7);
  });
});
