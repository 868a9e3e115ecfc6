import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  adminReportsMessages,
  type AdminReportsPage,
  type AdminReport,
} from '../../../shared/schemas/admin-reports.js';
import type { MeusReportsPage, ReportStatus } from '../../../shared/schemas/reports.js';
import { questaoFonteMessages } from '../../../shared/schemas/admin-questao-fonte.js';
import { adminAuditoria, questaoReports, questoes } from '../../db/schema.js';

// /api/admin/reports: refusals first (and that they change nothing), then the list, its filters and
// search, paging, and the status change as the admin makes it and the reporter then sees it.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;
type Agent = ReturnType<TestApp['agent']>;

let joao: Agent;
let maria: Agent;
/** Report ids by what they are about, created oldest first. */
const ids = { enunciado: 0, conceicao: 0, maria: 0, premium: 0 };

async function report(agent: Agent, questaoId: number, descricao: string) {
  const res = await agent.post(`/api/questoes/${questaoId}/reports`, { descricao });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function list(query = '') {
  const res = await agents.admin.get(`/api/admin/reports${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminReportsPage;
}

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

const reportRow = async (id: number) => (await t.db.select().from(questaoReports).where(eq(questaoReports.id, id)))[0]!;
const reportAudit = () => t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidade, 'report'));

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'rep');
  content = await createContent(t.db);
  joao = await t.signUp({ nome: 'João da Conceição', email: 'joao.conceicao@example.com' });
  maria = await t.signUp({ nome: 'Maria Souza', email: 'maria@example.com' });
  await t.db
    .update(questoes)
    .set({ enunciado: '<p>Qual é o <strong>número</strong> do batalhão &amp; da companhia?</p>' })
    .where(eq(questoes.id, content.freeQs[0]!.id));
  ids.enunciado = await report(joao, content.freeQs[0]!.id, 'A alternativa C também está correta.');
  ids.conceicao = await report(joao, content.freeQs[1]!.id, 'Gabarito trocado, deveria ser LETRA B');
  ids.maria = await report(maria, content.freeQs[2]!.id, 'Questão repetida');
  ids.premium = await report(agents.subscriber, content.premiumQs[0]!.id, 'Texto cortado no final');
});
afterAll(async () => {
  await t?.close();
});

describe('refusals', () => {
  it('answers 401 to anonymous and 403 to a student or a subscriber on every route', async () => {
    const calls = [
      (a: Agent) => a.get('/api/admin/reports'),
      (a: Agent) => a.patch(`/api/admin/reports/${ids.maria}/status`, { status: 'resolvido' }),
    ];
    for (const call of calls) {
      expect((await call(agents.anonymous)).status).toBe(401);
      expect((await call(agents.student)).status).toBe(403);
      expect((await call(agents.subscriber)).status).toBe(403);
    }
    expect((await reportRow(ids.maria)).status).toBe('pendente');
    expect(await reportAudit()).toEqual([]);
  });

  it('refuses a bad filter, search or page with a pt-BR 400', async () => {
    const cases: Array<[string, string]> = [
      ['?status=aberto', adminReportsMessages.filterInvalid],
      ['?page=0', adminReportsMessages.pageInvalid],
      ['?page=abc', adminReportsMessages.pageInvalid],
      ['?page=1.5', adminReportsMessages.pageInvalid],
      ['?page=100001', adminReportsMessages.pageInvalid],
      [`?q=${'a'.repeat(101)}`, adminReportsMessages.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await agents.admin.get(`/api/admin/reports${query}`);
      expect(res.status, query).toBe(400);
      expect(await json(res), query).toMatchObject({ message });
    }
  });

  it('refuses a status that is not one of the four, and changes nothing', async () => {
    const before = await reportRow(ids.maria);
    for (const body of [{ status: 'fechado' }, { status: 'todos' }, {}, { status: 2 }, { status: 'PENDENTE' }]) {
      const res = await agents.admin.patch(`/api/admin/reports/${ids.maria}/status`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ message: adminReportsMessages.statusInvalid });
    }
    expect(await reportRow(ids.maria)).toEqual(before);
    expect(await reportAudit()).toEqual([]);
  });

  it('refuses the status the report already has, and changes nothing', async () => {
    const before = await reportRow(ids.maria);
    const res = await agents.admin.patch(`/api/admin/reports/${ids.maria}/status`, { status: 'pendente' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      code: 'REPORT_STATUS_INALTERADO',
      message: 'Este report já está com o status "Pendente". Escolha um status diferente.',
    });
    expect(await reportRow(ids.maria)).toEqual(before);
    expect(await reportAudit()).toEqual([]);
  });

  it('answers 404 for an unknown report and 400 for an id no report can have', async () => {
    const unknown = await agents.admin.patch('/api/admin/reports/999999/status', { status: 'resolvido' });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: 'Report não encontrado' });
    for (const id of ['9999999999', '0', '-1', 'abc', '1.5']) {
      const res = await agents.admin.patch(`/api/admin/reports/${id}/status`, { status: 'resolvido' });
      expect(res.status, id).toBe(400);
    }
    expect(await reportAudit()).toEqual([]);
  });
});

describe('GET /api/admin/reports', () => {
  it('lists every report newest first, with its question, reporter and a plain-text statement', async () => {
    const page = await list();
    expect(page.itens.map((r) => r.id)).toEqual([ids.premium, ids.maria, ids.conceicao, ids.enunciado]);
    expect(page).toMatchObject({ page: 1, pageSize: ADMIN_REPORTS_PAGE_SIZE, total: 4 });
    expect(page.contagem).toEqual({ todos: 4, pendente: 4, em_analise: 0, resolvido: 0, rejeitado: 0 });
    const first = page.itens.find((r) => r.id === ids.enunciado)!;
    expect(first).toEqual<AdminReport>({
      id: ids.enunciado,
      status: 'pendente',
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
      questaoId: content.freeQs[0]!.id,
      materiaNome: 'Gratuita Teste',
      moduloNome: 'Básico',
      enunciadoTrecho: 'Qual é o número do batalhão & da companhia?',
      questaoAnulada: false,
      questaoDesatualizada: false,
      descricao: 'A alternativa C também está correta.',
      autor: { nome: 'João da Conceição', email: 'joao.conceicao@example.com' },
    });
    expect(page.itens.find((r) => r.id === ids.premium)).toMatchObject({
      materiaNome: 'Premium Teste',
      autor: { email: 'rep-assinante@example.com' },
    });
  });

  it('filters by each status and counts each one', async () => {
    await t.db.update(questaoReports).set({ status: 'em_analise' }).where(eq(questaoReports.id, ids.conceicao));
    await t.db.update(questaoReports).set({ status: 'rejeitado' }).where(eq(questaoReports.id, ids.premium));
    try {
      const expected: Record<string, number[]> = {
        todos: [ids.premium, ids.maria, ids.conceicao, ids.enunciado],
        pendente: [ids.maria, ids.enunciado],
        em_analise: [ids.conceicao],
        resolvido: [],
        rejeitado: [ids.premium],
      };
      for (const [status, want] of Object.entries(expected)) {
        const page = await list(`?status=${status}`);
        expect(
          page.itens.map((r) => r.id),
          status,
        ).toEqual(want);
        expect(page.total, status).toBe(want.length);
        expect(page.contagem).toEqual({ todos: 4, pendente: 2, em_analise: 1, resolvido: 0, rejeitado: 1 });
      }
    } finally {
      await t.db.update(questaoReports).set({ status: 'pendente' });
    }
  });

  it('searches case- and accent-insensitively in the description, statement, matéria and reporter', async () => {
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).itens.map((r) => r.id);
    // The reporter's name, with or without accents, in any case.
    expect(await found('conceicao')).toEqual([ids.conceicao, ids.enunciado]);
    expect(await found('JOÃO DA')).toEqual([ids.conceicao, ids.enunciado]);
    // The reporter's e-mail.
    expect(await found('Maria@Example')).toEqual([ids.maria]);
    expect(await found('rep-assinante@')).toEqual([ids.premium]);
    // The description.
    expect(await found('letra b')).toEqual([ids.conceicao]);
    expect(await found('QUESTAO   REPETIDA')).toEqual([ids.maria]);
    // The statement's text, not its markup.
    expect(await found('numero do batalhao')).toEqual([ids.enunciado]);
    expect(await found('strong')).toEqual([]);
    // The matéria.
    expect(await found('premium teste')).toEqual([ids.premium]);
    // LIKE's wildcards are plain characters.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // A blank search is no search.
    expect(await found('   ')).toHaveLength(4);
  });

  it('counts per status within the search, and combines search and filter', async () => {
    await t.db.update(questaoReports).set({ status: 'resolvido' }).where(eq(questaoReports.id, ids.enunciado));
    try {
      const page = await list('?q=conceicao&status=pendente');
      expect(page.itens.map((r) => r.id)).toEqual([ids.conceicao]);
      expect(page.total).toBe(1);
      expect(page.contagem).toEqual({ todos: 2, pendente: 1, em_analise: 0, resolvido: 1, rejeitado: 0 });
    } finally {
      await t.db.update(questaoReports).set({ status: 'pendente' }).where(eq(questaoReports.id, ids.enunciado));
    }
  });

  it('pages on the server, newest first, with the total of every page', async () => {
    const base = Date.parse('2024-01-01T12:00:00Z');
    const rows = await t.db
      .insert(questaoReports)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          questaoId: content.freeQs[3]!.id,
          userId: agents.adminId,
          descricao: `Lote paginado ${i + 1}`,
          createdAt: new Date(base + i * 60_000),
          updatedAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: questaoReports.id });
    const newestFirst = rows.map((r) => r.id).reverse();
    try {
      const one = await list('?q=lote%20paginado');
      const two = await list('?q=lote%20paginado&page=2');
      const three = await list('?q=lote%20paginado&page=3');
      expect(one.itens.map((r) => r.id)).toEqual(newestFirst.slice(0, 20));
      expect(two.itens.map((r) => r.id)).toEqual(newestFirst.slice(20));
      expect(three.itens).toEqual([]);
      expect([one.total, two.total, three.total]).toEqual([25, 25, 25]);
      expect([one.page, two.page]).toEqual([1, 2]);
      // The older test reports (2024) come after the ones sent today.
      const all = await list('?page=2');
      expect(all.total).toBe(29);
      expect(all.itens.map((r) => r.id)).toEqual(newestFirst.slice(16));
    } finally {
      for (const { id } of rows) await t.db.delete(questaoReports).where(eq(questaoReports.id, id));
    }
  });
});

describe('PATCH /api/admin/reports/{id}/status', () => {
  it('changes the status, stamps updated_at and audits before and after in one go', async () => {
    const before = await reportRow(ids.maria);
    const res = await agents.admin.patch(`/api/admin/reports/${ids.maria}/status`, { status: 'em_analise' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminReport;
    expect(body).toMatchObject({ id: ids.maria, status: 'em_analise', autor: { nome: 'Maria Souza' } });

    const after = await reportRow(ids.maria);
    expect(after.status).toBe('em_analise');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.createdAt).toEqual(before.createdAt);
    expect(body.updatedAt).toBe(after.updatedAt.toISOString());

    const audit = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidade, 'report'), eq(adminAuditoria.entidadeId, String(ids.maria))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: agents.adminId,
      acao: 'update',
      antes: { id: ids.maria, status: 'pendente', descricao: 'Questão repetida' },
      depois: { id: ids.maria, status: 'em_analise', descricao: 'Questão repetida' },
    });

    const counts = (await list()).contagem;
    expect(counts).toMatchObject({ todos: 4, pendente: 3, em_analise: 1 });
  });

  it('takes any other status in any order, and the reporter sees each on GET /api/reports/meus', async () => {
    const meuStatus = async () => {
      const page = (await (await maria.get('/api/reports/meus')).json()) as MeusReportsPage;
      return page.itens.find((r) => r.id === ids.maria)?.status;
    };
    for (const status of ['rejeitado', 'pendente', 'resolvido'] satisfies ReportStatus[]) {
      const res = await agents.admin.patch(`/api/admin/reports/${ids.maria}/status`, { status });
      expect(res.status, status).toBe(200);
      expect(await meuStatus()).toBe(status);
    }
    expect(await reportAudit()).toHaveLength(4);
    expect((await list('?status=resolvido')).itens.map((r) => r.id)).toEqual([ids.maria]);
  });
});

describe('PATCH …/status marking the question (issue 33 §5)', () => {
  const questaoOf = async (reportId: number) => {
    const [r] = await t.db.select().from(questaoReports).where(eq(questaoReports.id, reportId));
    const [q] = await t.db.select().from(questoes).where(eq(questoes.id, r!.questaoId));
    return q!;
  };

  it('refuses a reason over 1,000 characters and changes neither the report nor the question', async () => {
    const before = await reportRow(ids.conceicao);
    const res = await agents.admin.patch(`/api/admin/reports/${ids.conceicao}/status`, {
      status: 'resolvido',
      anular: true,
      anuladaNota: 'x'.repeat(1_001),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ fields: { anuladaNota: questaoFonteMessages.anuladaNotaTooLong } });
    expect(await reportRow(ids.conceicao)).toEqual(before);
    expect(await questaoOf(ids.conceicao)).toMatchObject({ anulada: false, desatualizada: false });
  });

  it('resolves the report and marks its question annulled (with the reason) and outdated in one step, audited', async () => {
    const res = await agents.admin.patch(`/api/admin/reports/${ids.conceicao}/status`, {
      status: 'resolvido',
      anular: true,
      anuladaNota: 'Gabarito trocado pela banca',
      desatualizar: true,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'resolvido', questaoAnulada: true, questaoDesatualizada: true });
    const q = await questaoOf(ids.conceicao);
    expect(q).toMatchObject({ anulada: true, anuladaNota: 'Gabarito trocado pela banca', desatualizada: true });
    const audit = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidade, 'questao'), eq(adminAuditoria.entidadeId, String(q.id))));
    expect(audit).toMatchObject([{ acao: 'update', antes: { anulada: false }, depois: { anulada: true } }]);
    // A status change without marks leaves the question as it is (never unmarks it).
    await agents.admin.patch(`/api/admin/reports/${ids.conceicao}/status`, { status: 'em_analise' });
    expect(await questaoOf(ids.conceicao)).toMatchObject({ anulada: true, desatualizada: true });
  });
});
