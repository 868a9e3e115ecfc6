import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HistoricoPage } from '../../shared/schemas/simulados.js';
import { materias, modulos, simulados } from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let outra: { id: number } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
  // A second free subject in a second module, to filter by.
  const [mod2] = await t.db.insert(modulos).values({ nome: 'Específico' }).returning();
  [outra] = await t.db
    .insert(materias)
    .values({ nome: 'Outra Gratuita', moduloId: mod2!.id, tipo: 'teorica', isFree: true })
    .returning();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const student = () => t.signUp({ email: `hist${++n}@example.com` });
type Agent = Awaited<ReturnType<typeof student>>;
const page = async (a: Agent, query = '') => {
  const res = await a.get(`/api/simulados${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as HistoricoPage;
};

/** Saves a simulado with `right` of `total` questions right, then back-dates it `daysAgo` days. */
async function saved(a: Agent, total: number, right: number, daysAgo: number) {
  const qs = content.freeQs.slice(0, total);
  const respostas = qs.map((q, i) => ({
    questaoId: q.id,
    resposta: i < right ? q.respostaCorreta : wrongLetter(q.respostaCorreta),
  }));
  const res = await a.post('/api/simulados', { clientKey: randomUUID(), materiaId: content.free.id, respostas });
  const { id } = (await res.json()) as { id: number };
  await t.db
    .update(simulados)
    .set({ data: new Date(Date.now() - daysAgo * 86400_000) })
    .where(eq(simulados.id, id));
  return id;
}

describe('history pages', () => {
  it('summarises everything and pages 20 at a time, newest first', async () => {
    const a = await student();
    const ids: number[] = [];
    // 25 simulados: grades 10, 5, 10, 5, ... (13 × 10 and 12 × 5), 2 questions each.
    for (let i = 0; i < 25; i++) ids.push(await saved(a, 2, i % 2 === 0 ? 2 : 1, 25 - i));

    const first = await page(a);
    expect(first.resumo).toEqual({ total: 25, media: 7.6, aproveitamento: 52, totalQuestoes: 50 });
    expect(first.paginas).toBe(2);
    expect(first.itens).toHaveLength(20);
    expect(first.itens[0]).toMatchObject({
      id: ids[24],
      nota: 10,
      acertos: 2,
      questoesRespondidas: 2,
      materiaNome: 'Gratuita Teste',
      moduloNome: 'Básico',
    });
    expect(first.itens[0]!.data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const second = await page(a, '?pagina=2');
    expect(second.itens.map((i) => i.id)).toEqual(ids.slice(0, 5).reverse());
    expect((await page(a, '?pagina=3')).itens).toEqual([]);
  });

  it('sorts by date or grade and filters by module and subject, with the summary following the filters', async () => {
    const a = await student();
    const low = await saved(a, 4, 1, 3); // 2.5
    const high = await saved(a, 4, 4, 2); // 10
    const mid = await saved(a, 4, 3, 1); // 7.5
    const other = (await (
      await a.post('/api/simulados', {
        clientKey: randomUUID(),
        materiaId: outra!.id,
        respostas: [],
      })
    ).json()) as { code?: string };
    expect(other.code).toBe('INVALID_INPUT'); // nothing conferred: refused

    expect((await page(a, '?ordem=maior_nota')).itens.map((i) => i.id)).toEqual([high, mid, low]);
    expect((await page(a, '?ordem=menor_nota')).itens.map((i) => i.id)).toEqual([low, mid, high]);
    expect((await page(a, '?ordem=antigas')).itens.map((i) => i.id)).toEqual([low, high, mid]);

    const byModule = await page(a, `?moduloId=${content.modulo.id}`);
    expect(byModule.resumo).toMatchObject({ total: 3, media: 6.7, aproveitamento: 67 });
    const none = await page(a, `?materiaId=${outra!.id}`);
    expect(none.resumo).toEqual({ total: 0, media: null, aproveitamento: 0, totalQuestoes: 0 });
    expect(none.itens).toEqual([]);
    // The filter options list what the history holds, whatever the current filter.
    expect(none.opcoes).toEqual({
      modulos: [{ id: content.modulo.id, nome: 'Básico' }],
      materias: [{ id: content.free.id, nome: 'Gratuita Teste', moduloId: content.modulo.id }],
    });
  });

  it('shows only one’s own simulados and refuses bad parameters', async () => {
    const a = await student();
    const b = await student();
    await saved(a, 2, 2, 1);
    expect((await page(b)).resumo.total).toBe(0);
    expect((await page(b)).itens).toEqual([]);
    expect((await b.get('/api/simulados?ordem=aleatoria')).status).toBe(400);
    expect((await b.get('/api/simulados?pagina=0')).status).toBe(400);
    expect((await t.agent().get('/api/simulados')).status).toBe(401);
  });
});
