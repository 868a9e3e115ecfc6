import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MeusReportsPage } from '../../shared/schemas/reports.js';
import { questaoReports, questoes } from '../db/schema.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { plainTextExcerpt } from '../services/reports/plain-text-excerpt.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const student = () => t.signUp({ email: `rep${++n}@example.com` });
type Agent = Awaited<ReturnType<typeof student>>;
const report = async (a: Agent, questaoId: number, descricao: string) => {
  const res = await a.post(`/api/questoes/${questaoId}/reports`, { descricao });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const meus = async (a: Agent, query = '') => {
  const res = await a.get(`/api/reports/meus${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MeusReportsPage;
};

describe('GET /api/reports/meus', () => {
  it('answers 401 to an anonymous call', async () => {
    expect((await t.agent().get('/api/reports/meus')).status).toBe(401);
  });

  it('refuses a bad page size or cursor with 400', async () => {
    const a = await student();
    for (const q of ['?limit=0', '?limit=51', '?limit=abc', '?cursor=0', '?cursor=-3', '?cursor=x']) {
      expect((await a.get(`/api/reports/meus${q}`)).status).toBe(400);
    }
  });

  it('lists only the signed-in student’s reports, newest first, with a plain-text excerpt', async () => {
    const q = content.freeQs[1]!.id;
    await t.db
      .update(questoes)
      .set({ enunciado: '<p>Qual é o <strong>número</strong> da PM &amp; da PC?</p><script>alert(1)</script>' })
      .where(eq(questoes.id, q));
    const me = await student();
    const other = await student();
    await report(other, q, 'Report de outra pessoa');
    const first = await report(me, content.freeQs[0]!.id, 'Primeiro report');
    const second = await report(me, q, 'A alternativa C também está correta.');
    await report(other, q, 'Outro report de outra pessoa');

    const page = await meus(me);
    expect(page.nextCursor).toBeNull();
    expect(page.itens.map((r) => r.id)).toEqual([second, first]);
    expect(page.itens[0]).toMatchObject({
      questaoId: q,
      materiaNome: content.free.nome,
      enunciadoTrecho: 'Qual é o número da PM & da PC?',
      descricao: 'A alternativa C também está correta.',
      status: 'pendente',
    });
    expect(Date.parse(page.itens[0]!.createdAt)).not.toBeNaN();
    expect(page.itens.some((r) => r.descricao.includes('outra pessoa'))).toBe(false);

    const theirs = await meus(other);
    expect(theirs.itens.map((r) => r.descricao)).toEqual(['Outro report de outra pessoa', 'Report de outra pessoa']);
    expect(await meus(await student())).toEqual({ itens: [], nextCursor: null });
  });

  it('shows a status the admins changed, with its new updated_at', async () => {
    const a = await student();
    const id = await report(a, content.freeQs[2]!.id, 'Gabarito trocado');
    const before = (await meus(a)).itens[0]!;
    expect(before.status).toBe('pendente');

    const changedAt = new Date(Date.parse(before.createdAt) + 60_000);
    await t.db
      .update(questaoReports)
      .set({ status: 'em_analise', updatedAt: changedAt })
      .where(eq(questaoReports.id, id));
    const after = (await meus(a)).itens[0]!;
    expect(after).toMatchObject({ id, status: 'em_analise', createdAt: before.createdAt });
    expect(after.updatedAt).toBe(changedAt.toISOString());

    await t.db.update(questaoReports).set({ status: 'resolvido' }).where(eq(questaoReports.id, id));
    expect((await meus(a)).itens[0]!.status).toBe('resolvido');
  });

  it('pages with limit and cursor, without repeating or skipping a report', async () => {
    const a = await student();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await report(a, content.freeQs[i]!.id, `Report ${i}`));
    const newestFirst = [...ids].reverse();

    const p1 = await meus(a, '?limit=2');
    expect(p1.itens.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    expect(p1.nextCursor).toBe(newestFirst[1]);
    // A report sent while paging does not shift the pages already asked for.
    const late = await report(a, content.freeQs[6]!.id, 'Report tardio');
    const p2 = await meus(a, `?limit=2&cursor=${p1.nextCursor}`);
    expect(p2.itens.map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    const p3 = await meus(a, `?limit=2&cursor=${p2.nextCursor}`);
    expect(p3.itens.map((r) => r.id)).toEqual(newestFirst.slice(4));
    expect(p3.nextCursor).toBeNull();
    expect((await meus(a, '?limit=1')).itens[0]!.id).toBe(late);
  });
});

describe('plainTextExcerpt', () => {
  it('strips tags, scripts and comments, decodes entities and cuts long text with an ellipsis', () => {
    expect(plainTextExcerpt('<p>A&nbsp;&lt;b&gt; &#233; &#xE9;</p><!-- x --><style>p{}</style>')).toBe('A <b> é é');
    expect(plainTextExcerpt(`<p>${'palavra '.repeat(40)}</p>`, 20)).toBe('palavra palavra pala…');
  });
});
