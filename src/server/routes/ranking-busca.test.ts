import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { RANKING_BUSCA_CAP, type RankingTab } from '../../shared/rules/ranking.js';
import type { RankingPage, RankingResponse } from '../../shared/schemas/ranking.js';
import type { SessionUser } from '../context.js';
import { editais, unidades, users } from '../db/schema.js';
import { getRanking, type RankingSearchOptions } from '../services/ranking/get-ranking.js';
import { refreshRankingMedias } from '../services/ranking/refresh-ranking-medias.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import {
  insertRankedStudents,
  straightforwardCounts,
  straightforwardPage,
  type BulkStudent,
} from '../../../tests/support/ranking.js';

// GET /api/ranking with a search matching more students than RANKING_BUSCA_CAP (decision 0061): the
// total is capped and flagged, the pages up to the cap are walked in the tab's order and must equal the
// rows and places the exact path gives, and no page past the cap is offered. One edital of 1,400
// students, built once; a second edital whose students match every search but must never show.

type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
let viewer: { agent: Agent; user: SessionUser };
let ids: { editalA: number; editalB: number; rota: number; bpm: number; cptran: number };
const STUDENTS = 1_400;
const PAGE_SIZE = 50;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.db
    .insert(editais)
    .values([{ numero: 'Busca 1/2025' }, { numero: 'Busca 2/2025' }])
    .returning();
  const [rota, bpm, cptran] = await t.db
    .insert(unidades)
    .values([
      { sigla: 'ROTA', nome: 'Rondas Ostensivas Tobias de Aguiar' },
      { sigla: '1BPM', nome: '1º Batalhão de Polícia Militar' },
      { sigla: 'CPTRAN', nome: 'Comando de Policiamento de Trânsito' },
    ])
    .returning();
  ids = { editalA: a!.id, editalB: b!.id, rota: rota!.id, bpm: bpm!.id, cptran: cptran!.id };

  // Averages on a grid of halves, so many students tie and equal averages are ordered by QRA; some
  // without a QRA (listed last among equals), some hidden, a tenth without the specific module.
  const half = (n: number) => (n % 21) / 2;
  const inA: BulkStudent[] = Array.from({ length: STUDENTS }, (_, i) => ({
    id: `busca-a-${i}`,
    editalId: ids.editalA,
    unidadeId: [ids.rota, ids.bpm, ids.cptran, null][i % 4] ?? null,
    // QRAs in an order unlike the ids' (a bijection of 0…1,399), some in capitals: equal averages are
    // listed by lower(qra), and a walk ordered by id alone would cut the pages elsewhere.
    qra: i % 20 === 7 ? null : `${i % 3 === 0 ? 'QRA' : 'qra'}${(i * 389) % STUDENTS}`,
    showInRanking: i % 29 !== 3,
    mediaBasico: half(i * 37),
    mediaEspecifico: i % 10 === 4 ? null : half(i * 11 + 5),
  }));
  // The best averages of all, and QRAs every search of the file matches: they would lead any page.
  const inB: BulkStudent[] = Array.from({ length: 60 }, (_, i) => ({
    id: `busca-b-${i}`,
    editalId: ids.editalB,
    unidadeId: ids.rota,
    qra: `qra13-outro${i}`,
    showInRanking: true,
    mediaBasico: 10,
    mediaEspecifico: 10,
  }));
  await insertRankedStudents(t.db, [...inA, ...inB]);

  const agent = await t.signUp({ email: 'busca-viewer@example.com', nome: 'Quem busca' });
  const [me] = await t.db.select().from(users).where(eq(users.email, 'busca-viewer@example.com'));
  await t.db.transaction(async (tx) => {
    await tx.update(users).set({ editalId: ids.editalA, qra: 'Viewer' }).where(eq(users.id, me!.id));
    await refreshRankingMedias(tx, me!.id);
  });
  // The service reads only these two of the session's user (getRanking: the lowered-cap checks).
  viewer = { agent, user: { id: me!.id, editalId: ids.editalA } as SessionUser };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function get(params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return viewer.agent.get(`/api/ranking?${qs}`);
}

async function rankingOf(params: Record<string, string | number>): Promise<RankingPage> {
  const res = await get(params);
  expect(res.status).toBe(200);
  const body = (await res.json()) as RankingResponse;
  if (body.situacao !== 'ok') throw new Error('expected a ranking');
  return body;
}

interface Search {
  tab?: RankingTab;
  q: string;
  unidadeId?: number;
  page?: number;
  limit?: number;
}

/** The exact path's answer: rank() over the whole edital, the search, offset and limit (the oracle). */
function exactPage({ tab = 'geral', q, unidadeId, page = 1, limit = PAGE_SIZE }: Search) {
  return straightforwardPage(t.db, { editalId: ids.editalA, userId: viewer.user.id, tab, q, unidadeId, page, limit });
}

async function exactCount({ tab = 'geral', q, unidadeId }: Search) {
  const counts = await straightforwardCounts(t.db, {
    editalId: ids.editalA,
    userId: viewer.user.id,
    tab,
    q,
    unidadeId,
  });
  return counts.filtrado;
}

/** The service itself, with a cap (and a walk bound) lowered to fit this edital. */
async function withOptions(search: Search, options: RankingSearchOptions) {
  const query = { tab: search.tab ?? 'geral', q: search.q, unidadeId: search.unidadeId, page: search.page ?? 1 };
  const body = await getRanking(
    { db: t.db, user: viewer.user, query: { ...query, limit: search.limit ?? PAGE_SIZE } },
    options,
  );
  if (body.situacao !== 'ok') throw new Error('expected a ranking');
  return body;
}

describe('a page past the cap', () => {
  it('is refused with a pt-BR message when the search matches more than the cap', async () => {
    expect(await exactCount({ q: 'qra' })).toBeGreaterThan(RANKING_BUSCA_CAP);
    const beyond: Array<Record<string, string | number>> = [
      { q: 'qra', page: RANKING_BUSCA_CAP / PAGE_SIZE + 1 },
      { q: 'qra', page: 11, limit: 100 },
      { q: 'qra', page: 34, limit: 30 },
      { q: 'QRA', tab: 'basico', page: 10_000 },
    ];
    for (const params of beyond) {
      const res = await get(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: messages.rankingBuscaPaginaAlem,
        fields: { page: messages.rankingBuscaPaginaAlem },
      });
    }
  });

  it('is answered, empty, when the search is within the cap', async () => {
    const narrow = await rankingOf({ q: 'qra13', page: 30 });
    expect(narrow).toMatchObject({ itens: [], totalLimitado: false, temMais: false });
    expect(narrow.totalFiltrado).toBe(await exactCount({ q: 'qra13' }));
  });
});

describe('a search over the cap', () => {
  it('counts up to the cap, says so, and pages to the cap with the exact path’s rows and places', async () => {
    const pages = RANKING_BUSCA_CAP / PAGE_SIZE;
    for (let page = 1; page <= pages; page++) {
      const got = await rankingOf({ q: 'qra', page });
      expect(got).toMatchObject({ totalFiltrado: RANKING_BUSCA_CAP, totalLimitado: true, filtrado: true });
      expect(got.itens, `page ${page}`).toEqual(await exactPage({ q: 'qra', page }));
      // 'Carregar mais' is offered up to the cap's last page, never past it.
      expect(got.temMais).toBe(page < pages);
    }
  });

  it('walks each tab in its own order, whatever the page size', async () => {
    for (const search of [
      { tab: 'basico', q: 'QRA', page: 1, limit: 100 },
      { tab: 'especifico', q: 'qra', page: 7, limit: 100 },
      { tab: 'basico', q: 'qra', page: 33, limit: 30 },
    ] satisfies Search[]) {
      const got = await rankingOf({ ...search });
      expect(got.totalLimitado).toBe(true);
      expect(got.itens, JSON.stringify(search)).toEqual(await exactPage(search));
      expect(got.itens).toHaveLength(search.limit);
    }
  });

  it('combines with the unit filter, and falls back to sorting every match when the walk runs out', async () => {
    // 'qra' within ROTA is some 300 students: over a cap of 100 the walk finds its pages.
    const search = { q: 'qra', unidadeId: ids.rota, limit: 25 };
    expect(await exactCount(search)).toBeGreaterThan(200);
    for (const page of [1, 2, 4]) {
      const walked = await withOptions({ ...search, page }, { cap: 100 });
      expect(walked).toMatchObject({ totalFiltrado: 100, totalLimitado: true, temMais: page < 4 });
      expect(walked.itens, `page ${page}`).toEqual(await exactPage({ ...search, page }));
      expect(walked.itens.every((r) => r.unidadeSigla === 'ROTA')).toBe(true);
      // A walk bound too short for the page: the rows are those of every match sorted.
      const fallback = await withOptions({ ...search, page }, { cap: 100, walkRows: 60 });
      expect(fallback.itens).toEqual(walked.itens);
    }
    await expect(withOptions({ ...search, page: 5 }, { cap: 100 })).rejects.toMatchObject({
      status: 400,
      message: messages.rankingBuscaPaginaAlem,
    });
    // Through the API the same filter is within the real cap: exact count, exact rows.
    const exact = await rankingOf({ ...search, page: 3 });
    expect(exact).toMatchObject({ totalFiltrado: await exactCount(search), totalLimitado: false });
    expect(exact.itens).toEqual(await exactPage({ ...search, page: 3 }));
  });

  it('never lists another edital’s students', async () => {
    const first = await rankingOf({ q: 'qra13', limit: 100 });
    expect(first.itens.some((r) => r.qra?.includes('outro'))).toBe(false);
    const broad = await rankingOf({ q: 'rota', limit: 100 });
    expect(broad.itens.some((r) => r.qra?.includes('outro'))).toBe(false);
    expect(broad.itens).toEqual(await exactPage({ q: 'rota', limit: 100 }));
    const walked = await withOptions({ q: 'qra13', limit: 10 }, { cap: 10 });
    expect(walked.totalLimitado).toBe(true);
    expect(walked.itens).toEqual(await exactPage({ q: 'qra13', limit: 10 }));
  });
});

describe('a search within the cap', () => {
  it('counts exactly and sorts its matches', async () => {
    const search = { q: 'qra13', limit: 100 };
    const got = await rankingOf(search);
    const total = await exactCount(search);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThan(RANKING_BUSCA_CAP);
    expect(got).toMatchObject({ totalFiltrado: total, totalLimitado: false, temMais: total > 100 });
    expect(got.itens).toEqual(await exactPage(search));
  });

  it('counts exactly at the cap itself', async () => {
    // A cap lowered to the exact count of a search: still exact, not flagged; one more match is over.
    const search = { q: 'qra13', limit: 10 };
    const total = await exactCount(search);
    expect(await withOptions(search, { cap: total })).toMatchObject({ totalFiltrado: total, totalLimitado: false });
    expect(await withOptions(search, { cap: total - 1 })).toMatchObject({
      totalFiltrado: total - 1,
      totalLimitado: true,
    });
  });
});
