import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  compareRankingOrder,
  competitionPositions,
  isRanked,
  mediaOfTab,
  notasOfTab,
  RANKING_TABS,
  type RankingTab,
} from '../../shared/rules/ranking.js';
import type { RankingPage, RankingResponse, RankingRow, RankingUnidades } from '../../shared/schemas/ranking.js';
import { editais, materias, modulos, notas, rankingMedias, unidades, users } from '../db/schema.js';
import { refreshRankingMedias } from '../services/ranking/refresh-ranking-medias.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;
interface Profile {
  editalId?: number | null;
  unidadeId?: number | null;
  qra?: string | null;
  showInRanking?: boolean;
}
type NotaSpec = Array<{ materiaId: number; nota: number }>;

let t: TestApp;
let ids: { basico: number; especifico: number; rota: number; bpm: number; cptran: number; inativa: number };

beforeAll(async () => {
  t = await createTestApp();
  // SPEC §1: modulo 1 is the basic module, 2 the specific one.
  await t.db.insert(modulos).values([
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ]);
  const [basico, especifico] = await t.db
    .insert(materias)
    .values([
      { nome: 'Língua Portuguesa', moduloId: 1, isFree: true },
      { nome: 'Direito Penal Militar', moduloId: 2 },
    ])
    .returning();
  const [rota, bpm, cptran, inativa] = await t.db
    .insert(unidades)
    .values([
      { sigla: 'ROTA', nome: 'Rondas Ostensivas Tobias de Aguiar' },
      { sigla: '1BPM', nome: '1º Batalhão de Polícia Militar' },
      { sigla: 'CPTRAN', nome: 'Comando de Policiamento de Trânsito' },
      { sigla: 'ANTIGA', nome: 'Unidade desativada', ativo: false },
    ])
    .returning();
  ids = {
    basico: basico!.id,
    especifico: especifico!.id,
    rota: rota!.id,
    bpm: bpm!.id,
    cptran: cptran!.id,
    inativa: inativa!.id,
  };
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A new edital, so each test's ranking holds only its own students. */
async function newEdital(): Promise<number> {
  const [row] = await t.db
    .insert(editais)
    .values({ numero: `${++n}/2025` })
    .returning();
  return row!.id;
}

/** Profile writes as the perfil service does them: the ranking row in the same transaction. */
async function setProfile(userId: string, profile: Profile) {
  await t.db.transaction(async (tx) => {
    await tx.update(users).set(profile).where(eq(users.id, userId));
    await refreshRankingMedias(tx, userId);
  });
}

/** Nota writes as the notas service does them: the ranking row in the same transaction. */
async function addNotas(userId: string, list: NotaSpec) {
  await t.db.transaction(async (tx) => {
    await tx.insert(notas).values(list.map((x) => ({ userId, ...x, data: '2025-03-01' })));
    await refreshRankingMedias(tx, userId);
  });
}

const both = (basico: number, especifico = basico): NotaSpec => [
  { materiaId: ids.basico, nota: basico },
  { materiaId: ids.especifico, nota: especifico },
];

/** A signed-in student with a profile and notas. */
async function student(profile: Profile, list: NotaSpec = []) {
  const email = `ranking${++n}@example.com`;
  const agent = await t.signUp({ email, nome: `Aluno ${n}` });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await setProfile(row!.id, profile);
  if (list.length > 0) await addNotas(row!.id, list);
  return { agent, id: row!.id };
}

/** A student who never signs in, for the ranking around the one under test. */
async function peer(profile: Profile, list: NotaSpec = []) {
  const id = randomUUID();
  await t.db.insert(users).values({ id, nome: `Colega ${++n}`, email: `colega${n}@example.com`, ...profile });
  await t.db.transaction((tx) => refreshRankingMedias(tx, id));
  if (list.length > 0) await addNotas(id, list);
  return id;
}

async function rankingOf(agent: Agent, params: Record<string, string | number> = {}): Promise<RankingPage> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await agent.get(`/api/ranking?${qs}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as RankingResponse;
  if (body.situacao !== 'ok') throw new Error('expected a ranking');
  return body;
}

const shown = (rows: RankingRow[]) => rows.map((r) => [r.posicao, r.qra, r.media] as const);

describe('refusals', () => {
  it('answers 401 to an anonymous request, for the list and for the unit filter', async () => {
    expect((await t.agent().get('/api/ranking')).status).toBe(401);
    expect((await t.agent().get('/api/ranking/unidades')).status).toBe(401);
  });

  it.each([
    ['tab=todos', messages.rankingTabInvalid],
    ['page=0', messages.rankingPageInvalid],
    ['page=abc', messages.rankingPageInvalid],
    ['limit=101', messages.rankingPageInvalid],
    ['unidadeId=2147483648', messages.unidadeInvalid],
    ['unidadeId=-1', messages.unidadeInvalid],
    [`q=${'a'.repeat(51)}`, messages.rankingSearchTooLong],
  ])('answers 400 with a pt-BR message to %s', async (query, message) => {
    const { agent } = await student({ editalId: await newEdital() });
    const res = await agent.get(`/api/ranking?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', message });
  });

  it('tells a student without an edital that there is no ranking for them', async () => {
    const { agent } = await student({ editalId: null }, both(9));
    const res = await agent.get('/api/ranking');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ situacao: 'sem_edital' } satisfies RankingResponse);
  });
});

describe('who is in each tab', () => {
  it('lists only visible students of the viewer’s edital, with the notas each tab needs', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'Viewer', unidadeId: ids.rota }, both(6, 8));
    await peer({ editalId: edital, qra: 'Ambos' }, both(9));
    await peer({ editalId: edital, qra: 'SoBasico', unidadeId: ids.bpm }, [{ materiaId: ids.basico, nota: 10 }]);
    await peer({ editalId: edital, qra: 'SoEspecifico' }, [{ materiaId: ids.especifico, nota: 3 }]);
    await peer({ editalId: edital, qra: 'Oculto', showInRanking: false }, both(10));
    await peer({ editalId: await newEdital(), qra: 'OutroEdital' }, both(10));
    await peer({ editalId: edital, qra: 'SemNotas' });

    const geral = await rankingOf(me.agent);
    expect(geral.filtrado).toBe(false);
    const [row] = await t.db.select({ numero: editais.numero }).from(editais).where(eq(editais.id, edital));
    expect(geral.edital).toEqual({ id: edital, numero: row!.numero });
    expect(shown(geral.itens)).toEqual([
      [1, 'Ambos', 9],
      [2, 'Viewer', 7],
    ]);
    expect(geral.itens[1]).toEqual({
      posicao: 2,
      qra: 'Viewer',
      unidadeSigla: 'ROTA',
      notas: 2,
      media: 7,
      souEu: true,
    } satisfies RankingRow);
    expect(geral.itens[0]!.souEu).toBe(false);

    const basico = await rankingOf(me.agent, { tab: 'basico' });
    expect(shown(basico.itens)).toEqual([
      [1, 'SoBasico', 10],
      [2, 'Ambos', 9],
      [3, 'Viewer', 6],
    ]);
    expect(basico.itens[0]).toMatchObject({ unidadeSigla: '1BPM', notas: 1 });
    const especifico = await rankingOf(me.agent, { tab: 'especifico' });
    expect(shown(especifico.itens)).toEqual([
      [1, 'Ambos', 9],
      [2, 'Viewer', 8],
      [3, 'SoEspecifico', 3],
    ]);

    // Every answer carries all three headers, whatever the tab asked.
    for (const page of [geral, basico, especifico]) {
      expect(page.abas).toEqual({
        geral: { posicao: 2, total: 2 },
        basico: { posicao: 3, total: 3 },
        especifico: { posicao: 2, total: 3 },
      });
    }
    expect(basico.eu).toEqual({
      classificado: true,
      linha: { posicao: 3, qra: 'Viewer', unidadeSigla: 'ROTA', notas: 1, media: 6, souEu: true },
    });
    // The hidden student and the other edital's are not found even by name.
    expect((await rankingOf(me.agent, { q: 'oculto' })).itens).toEqual([]);
    expect((await rankingOf(me.agent, { q: 'outroedital' })).itens).toEqual([]);
  });

  it('keeps a hidden viewer out of the list and says why they have no position', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'Escondido', showInRanking: false }, both(10));
    await peer({ editalId: edital, qra: 'Visivel' }, both(5));
    const page = await rankingOf(me.agent);
    expect(shown(page.itens)).toEqual([[1, 'Visivel', 5]]);
    expect(page.eu).toEqual({ classificado: false, motivo: 'oculto' });
    expect(page.abas.geral).toEqual({ posicao: null, total: 1 });
  });

  it('gives a viewer without the notas of a tab no position there', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital }, [{ materiaId: ids.basico, nota: 7 }]);
    const page = await rankingOf(me.agent);
    expect(page.itens).toEqual([]);
    expect(page.eu).toEqual({ classificado: false, motivo: 'sem_notas' });
    expect(page.abas).toEqual({
      geral: { posicao: null, total: 0 },
      basico: { posicao: 1, total: 1 },
      especifico: { posicao: null, total: 0 },
    });
  });
});

describe('ties', () => {
  it('share a position and the next one skips (1-2-2-2-2-6); equals are listed by QRA, no QRA last', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'charlie' }, both(8));
    await peer({ editalId: edital, qra: 'Zulu' }, both(9));
    await peer({ editalId: edital, qra: null }, both(8));
    await peer({ editalId: edital, qra: 'Bravo' }, both(8));
    await peer({ editalId: edital, qra: 'alfa' }, both(7));
    // (7,99 + 8,01) / 2: averages are stored rounded to 2 decimals, so this 8,00 ties exactly with the 8s.
    await peer({ editalId: edital, qra: 'Delta' }, both(7.99, 8.01));

    const page = await rankingOf(me.agent);
    expect(shown(page.itens)).toEqual([
      [1, 'Zulu', 9],
      [2, 'Bravo', 8],
      [2, 'charlie', 8],
      [2, 'Delta', 8],
      [2, null, 8],
      [6, 'alfa', 7],
    ]);
    expect(page.eu).toMatchObject({ classificado: true, linha: { posicao: 2, qra: 'charlie' } });
    expect(page.abas.geral).toEqual({ posicao: 2, total: 6 });
  });
});

describe('at size', () => {
  const edital = { id: 0 };
  let me: { agent: Agent; id: string };
  const PEERS = 320;

  beforeAll(async () => {
    edital.id = await newEdital();
    // Grades on a coarse grid so that many students tie; a tenth lack one module; a few are hidden.
    const grade = (i: number, k: number) => ((i * 37 + k * 11) % 21) / 2;
    const peers = Array.from({ length: PEERS }, (_, i) => ({
      id: randomUUID(),
      nome: `Colega em massa ${i}`,
      email: `massa${i}@example.com`,
      editalId: edital.id,
      unidadeId: [ids.rota, ids.bpm, ids.cptran, null][i % 4] ?? null,
      qra: i % 9 === 0 ? null : `qra${(i * 7) % 100}`,
      showInRanking: i % 23 !== 0,
    }));
    await t.db.insert(users).values(peers);
    await t.db
      .insert(notas)
      .values(
        peers.flatMap((p, i) => [
          { userId: p.id, materiaId: ids.basico, nota: grade(i, 1), data: '2025-01-01' },
          { userId: p.id, materiaId: ids.basico, nota: grade(i, 2), data: '2025-01-02' },
          ...(i % 10 === 0 ? [] : [{ userId: p.id, materiaId: ids.especifico, nota: grade(i, 3), data: '2025-01-03' }]),
        ]),
      );
    await t.db.transaction(async (tx) => {
      for (const p of peers) await refreshRankingMedias(tx, p.id);
    });
    // Low grades: the viewer sits far below the first page.
    me = await student({ editalId: edital.id, qra: 'Eu', unidadeId: ids.cptran }, both(1.5, 2));
  });

  /** The ranking by the pure rules over what the database holds: the oracle for the SQL. */
  async function expected(tab: RankingTab) {
    const rows = await t.db
      .select({ r: rankingMedias, qra: users.qra, sigla: unidades.sigla })
      .from(rankingMedias)
      .innerJoin(users, eq(users.id, rankingMedias.userId))
      .leftJoin(unidades, eq(unidades.id, rankingMedias.unidadeId))
      .where(and(eq(rankingMedias.editalId, edital.id)));
    const ranked = rows
      .filter(({ r }) => isRanked(r, tab, edital.id))
      .map(({ r, qra, sigla }) => ({
        userId: r.userId,
        qra,
        sigla,
        media: mediaOfTab(r, tab)!,
        notas: notasOfTab(r, tab),
      }))
      .sort(compareRankingOrder);
    const positions = competitionPositions(ranked.map((r) => r.media));
    return ranked.map((r, i) => ({
      posicao: positions[i]!,
      qra: r.qra,
      unidadeSigla: r.sigla,
      notas: r.notas,
      media: r.media,
      souEu: r.userId === me.id,
    }));
  }

  it.each(RANKING_TABS)('pages through the whole %s tab in the rule’s order and positions', async (tab) => {
    const want = await expected(tab);
    expect(want.length).toBeGreaterThan(200);
    const got: RankingRow[] = [];
    for (let page = 1; ; page++) {
      const res = await rankingOf(me.agent, { tab, page });
      expect(res.total).toBe(want.length);
      expect(res.itens.length).toBeLessThanOrEqual(50);
      got.push(...res.itens);
      if (!res.temMais) break;
    }
    expect(got).toEqual(want);
  });

  it('gives the viewer their own position and row though they are far past the first page', async () => {
    const want = await expected('geral');
    const mine = want.find((r) => r.souEu)!;
    expect(mine.posicao).toBeGreaterThan(200);
    const page = await rankingOf(me.agent);
    expect(page.itens.some((r) => r.souEu)).toBe(false);
    expect(page.eu).toEqual({ classificado: true, linha: mine });
    expect(page.abas.geral).toEqual({ posicao: mine.posicao, total: want.length });
  });

  it('searches by QRA and unidade, filters by unit, and keeps the positions of the whole tab', async () => {
    const want = await expected('geral');
    const bySearch = await rankingOf(me.agent, { q: 'QRA1', limit: 100 });
    const matching = want.filter((r) => r.qra?.toLowerCase().includes('qra1'));
    expect(bySearch.itens).toEqual(matching.slice(0, 100));
    expect(bySearch.totalFiltrado).toBe(matching.length);
    expect(bySearch.total).toBe(want.length);
    expect(bySearch.filtrado).toBe(true);
    expect((await rankingOf(me.agent, { q: ' sd pm ' })).filtrado).toBe(false);
    // The viewer's own row comes along even when the search leaves them out.
    expect(bySearch.eu).toMatchObject({ classificado: true, linha: { qra: 'Eu' } });

    const byUnit = await rankingOf(me.agent, { unidadeId: ids.bpm, page: 2, limit: 20 });
    const inBpm = want.filter((r) => r.unidadeSigla === '1BPM');
    expect(byUnit.itens).toEqual(inBpm.slice(20, 40));
    expect(byUnit.totalFiltrado).toBe(inBpm.length);
    expect(byUnit.temMais).toBe(inBpm.length > 40);

    // By the unidade's sigla or its name, ignoring case and accents.
    const trânsito = await rankingOf(me.agent, { q: 'TRANSITO', limit: 100 });
    const inCptran = want.filter((r) => r.unidadeSigla === 'CPTRAN');
    expect(trânsito.itens).toEqual(inCptran.slice(0, 100));
    expect((await rankingOf(me.agent, { q: 'cptran', limit: 100 })).itens).toEqual(inCptran.slice(0, 100));

    const both = await rankingOf(me.agent, { q: 'qra1', unidadeId: ids.rota, limit: 100 });
    expect(both.itens).toEqual(matching.filter((r) => r.unidadeSigla === 'ROTA'));
  });
});

describe('search', () => {
  it('finds a QRA whatever its accents and case, and with the “SD PM” the rows show', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'Eu' }, both(5));
    await peer({ editalId: edital, qra: 'Conceição' }, both(9));
    await peer({ editalId: edital, qra: 'CONCEICAO Filho' }, both(6));
    await peer({ editalId: edital, qra: 'João' }, both(7));
    await peer({ editalId: edital, qra: 'Souza' }, both(8));

    const names = async (q: string) => (await rankingOf(me.agent, { q })).itens.map((r) => [r.posicao, r.qra]);
    expect(await names('conceicao')).toEqual([
      [1, 'Conceição'],
      [4, 'CONCEICAO Filho'],
    ]);
    expect(await names('CONCEIÇÃO')).toEqual([
      [1, 'Conceição'],
      [4, 'CONCEICAO Filho'],
    ]);
    expect(await names('joao')).toEqual([[3, 'João']]);
    expect(await names('SD PM Souza')).toEqual([[2, 'Souza']]);
    expect(await names('   ')).toHaveLength(5);
    // Regular-expression characters are plain text: nothing matches, and nothing breaks.
    for (const q of ['.*', '(', '[a-z]', '\\', 'a|b', '%', '_']) expect(await names(q)).toEqual([]);
  });
});

describe('freshness', () => {
  it('shows a nota saved, edited or deleted and a visibility change on the very next request', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'Eu' }, both(6));
    const rival = await peer({ editalId: edital, qra: 'Rival' }, both(8));
    expect((await rankingOf(me.agent)).abas.geral).toEqual({ posicao: 2, total: 2 });

    // Saved: (6 + 10) / 2 = 8 in the basic module, geral (8 + 6) / 2 = 7.
    await addNotas(me.id, [{ materiaId: ids.basico, nota: 10 }]);
    let page = await rankingOf(me.agent, { tab: 'basico' });
    expect(page.abas.basico).toEqual({ posicao: 1, total: 2 });
    expect(shown(page.itens)).toEqual([
      [1, 'Eu', 8],
      [1, 'Rival', 8],
    ]);

    // Edited: every nota 10.
    await t.db.transaction(async (tx) => {
      await tx.update(notas).set({ nota: 10 }).where(eq(notas.userId, me.id));
      await refreshRankingMedias(tx, me.id);
    });
    page = await rankingOf(me.agent);
    expect(shown(page.itens)).toEqual([
      [1, 'Eu', 10],
      [2, 'Rival', 8],
    ]);

    // The rival hides: gone at once, from the list and the counts.
    await setProfile(rival, { showInRanking: false });
    page = await rankingOf(me.agent);
    expect(shown(page.itens)).toEqual([[1, 'Eu', 10]]);
    expect(page.abas.geral.total).toBe(1);

    // Deleted: without a specific nota the viewer leaves Geral and Específico, stays in Básico.
    await t.db.transaction(async (tx) => {
      await tx.delete(notas).where(and(eq(notas.userId, me.id), eq(notas.materiaId, ids.especifico)));
      await refreshRankingMedias(tx, me.id);
    });
    page = await rankingOf(me.agent);
    expect(page.itens).toEqual([]);
    expect(page.eu).toEqual({ classificado: false, motivo: 'sem_notas' });
    expect(page.abas).toEqual({
      geral: { posicao: null, total: 0 },
      basico: { posicao: 1, total: 1 },
      especifico: { posicao: null, total: 0 },
    });
  });
});

describe('unit filter choices', () => {
  it('lists the active unidades by sigla', async () => {
    const { agent } = await student({ editalId: null });
    const res = await agent.get('/api/ranking/unidades');
    expect(res.status).toBe(200);
    const body = (await res.json()) as RankingUnidades;
    expect(body.unidades.map((u) => u.sigla)).toEqual(['1BPM', 'CPTRAN', 'ROTA']);
    expect(body.unidades).toContainEqual({ id: ids.rota, sigla: 'ROTA', nome: 'Rondas Ostensivas Tobias de Aguiar' });
  });
});
