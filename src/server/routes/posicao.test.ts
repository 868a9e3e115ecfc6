import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faixaOf, percentil, POSICAO_FAIXAS } from '../../shared/rules/posicao.js';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import type { PosicaoOk, PosicaoResponse } from '../../shared/schemas/posicao.js';
import type { SelecaoResponse } from '../../shared/schemas/simulados.js';
import { rowsOf } from '../db/client.js';
import { editais, materias, modulos, notas, questoes, unidades, users } from '../db/schema.js';
import { refreshRankingMedias } from '../services/ranking/refresh-ranking-medias.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Issue 27 §2 (honest scores: a peeked answer is not known) and §7 ('Onde estou'), docs/decisions/0043.

type Agent = ReturnType<TestApp['agent']>;
interface Profile {
  editalId?: number | null;
  unidadeId?: number | null;
  qra?: string | null;
  showInRanking?: boolean;
}
type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
interface Q {
  id: number;
  respostaCorreta: Letter;
}

let t: TestApp;
let ids: { basico: number; penal: number; rota: number; bpm: number };
let portQs: Q[];
let penalQs: Q[];

beforeAll(async () => {
  t = await createTestApp();
  // SPEC §1: modulo 1 is the basic module, 2 the specific one.
  await t.db.insert(modulos).values([
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ]);
  const [basico, penal] = await t.db
    .insert(materias)
    .values([
      { nome: 'Língua Portuguesa', moduloId: 1, isFree: true, tipo: 'teorica' },
      { nome: 'Direito Penal', moduloId: 2, isFree: true, tipo: 'teorica' },
    ])
    .returning();
  const [rota, bpm] = await t.db
    .insert(unidades)
    .values([
      { sigla: 'ROTA', nome: 'Rondas Ostensivas Tobias de Aguiar' },
      { sigla: '1BPM', nome: '1º Batalhão de Polícia Militar' },
    ])
    .returning();
  ids = { basico: basico!.id, penal: penal!.id, rota: rota!.id, bpm: bpm!.id };
  const make = (materiaId: number) =>
    Array.from({ length: 10 }, (_, i) => ({
      materiaId,
      enunciado: `<p>Questão ${i + 1}</p>`,
      alternativaA: 'A',
      alternativaB: 'B',
      alternativaC: 'C',
      alternativaD: 'D',
      alternativaE: 'E',
      respostaCorreta: (['A', 'B', 'C', 'D', 'E'] as const)[i % 5]!,
    }));
  const cols = { id: questoes.id, respostaCorreta: questoes.respostaCorreta };
  portQs = await t.db.insert(questoes).values(make(ids.basico)).returning(cols);
  penalQs = await t.db.insert(questoes).values(make(ids.penal)).returning(cols);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function newEdital(): Promise<number> {
  const [row] = await t.db
    .insert(editais)
    .values({ numero: `${++n}/2026` })
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

/** Notas giving média geral `media` (the same nota in both modules). */
async function setMedia(userId: string, media: number) {
  await t.db.transaction(async (tx) => {
    await tx.delete(notas).where(eq(notas.userId, userId));
    await tx.insert(notas).values([
      { userId, materiaId: ids.basico, nota: media, data: '2026-03-01' },
      { userId, materiaId: ids.penal, nota: media, data: '2026-03-01' },
    ]);
    await refreshRankingMedias(tx, userId);
  });
}

/** A signed-in student with a profile and, optionally, a média geral. */
async function student(profile: Profile, media?: number) {
  const email = `posicao${++n}@example.com`;
  const nome = `Aluno Posicao ${n}`;
  const agent = await t.signUp({ email, nome });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await setProfile(row!.id, profile);
  if (media !== undefined) await setMedia(row!.id, media);
  return { agent, id: row!.id, nome };
}

const wrong = (key: Letter): Letter => (key === 'A' ? 'B' : 'A');

/** Saves a simulado: `right` right answers (the first of them peeked when `peekRight`), the rest wrong. */
async function practise(
  agent: Agent,
  materiaId: number,
  qs: Q[],
  { right, peekedRight = 0, peekedWrong = 0 }: { right: number; peekedRight?: number; peekedWrong?: number },
) {
  const respostas = qs.map((q, i) => ({
    questaoId: q.id,
    resposta: i < right + peekedRight ? q.respostaCorreta : wrong(q.respostaCorreta),
    espiada: i < peekedRight || (i >= right + peekedRight && i < right + peekedRight + peekedWrong),
  }));
  const res = await agent.post('/api/simulados', { clientKey: randomUUID(), materiaId, respostas });
  expect(res.status).toBe(201);
}

async function posicaoOf(agent: Agent): Promise<PosicaoOk> {
  const res = await agent.get('/api/ranking/posicao');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as PosicaoResponse;
  if (body.situacao !== 'ok') throw new Error('expected a standing');
  return body;
}

/** desempenho_editais against a count from scratch over every questoes_status row: must be equal. */
async function editalSumsMatchTheAnswers() {
  const kept = rowsOf<{ e: number; m: number; r: number; a: number; n: number }>(
    await t.db.execute(sql`
      select edital_id as e, materia_id as m, respondidas as r, acertos as a, alunos as n from desempenho_editais
      where respondidas > 0 or acertos > 0 or alunos > 0 order by 1, 2`),
  );
  const fresh = rowsOf<{ e: number; m: number; r: number; a: number; n: number }>(
    await t.db.execute(sql`
      select u.edital_id as e, qs.materia_id as m, count(*)::int as r,
             (count(*) filter (where qs.correta and not qs.espiada))::int as a,
             count(distinct qs.user_id)::int as n
      from questoes_status qs join users u on u.id = qs.user_id
      where u.edital_id is not null
      group by 1, 2 order by 1, 2`),
  );
  expect(kept.map((r) => [r.e, r.m, r.r, r.a, r.n].map(Number))).toEqual(
    fresh.map((r) => [r.e, r.m, r.r, r.a, r.n].map(Number)),
  );
}

describe('refusals', () => {
  it('answers 401 to an anonymous request', async () => {
    const res = await t.agent().get('/api/ranking/posicao');
    expect(res.status).toBe(401);
  });

  it('tells a student without an edital to choose one', async () => {
    const { agent } = await student({ editalId: null }, 8);
    expect(await (await agent.get('/api/ranking/posicao')).json()).toEqual({
      situacao: 'sem_edital',
    } satisfies PosicaoResponse);
  });

  it('never names another student, hidden or visible: only counts leave the server', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, qra: 'Eu', unidadeId: ids.rota }, 6);
    const hidden = await student({ editalId: edital, qra: 'Escondido', unidadeId: ids.rota, showInRanking: false }, 9);
    const visible = await student({ editalId: edital, qra: 'Visivel', unidadeId: ids.rota }, 4);
    await practise(hidden.agent, ids.penal, penalQs, { right: 7 });
    await practise(me.agent, ids.penal, penalQs, { right: 3 });
    const text = await (await me.agent.get('/api/ranking/posicao')).text();
    for (const other of [hidden, visible]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.nome);
    }
    expect(text).not.toMatch(/Escondido|Visivel|@example\.com/);
    // The hidden student still counts: 3 in the edital, one of them below.
    const body = JSON.parse(text) as PosicaoOk;
    expect(body.posicao).toMatchObject({ totalEdital: 3, percentilEdital: 33 });
    expect(body.materias[0]).toMatchObject({ nome: 'Direito Penal', alunosEdital: 2, acertoEdital: 50 });
  });
});

describe('percentiles and the distribution', () => {
  it('counts strictly lower averages, ties not ahead, hidden students in, other editais and incomplete notas out', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital, unidadeId: ids.rota }, 7);
    await student({ editalId: edital, unidadeId: ids.rota, showInRanking: false }, 9);
    await student({ editalId: edital, unidadeId: ids.bpm }, 7); // a tie: not below
    await student({ editalId: edital, unidadeId: ids.rota }, 5);
    await student({ editalId: edital, unidadeId: ids.bpm }, 5);
    await student({ editalId: edital, showInRanking: false }, 3.2);
    await student({ editalId: edital, unidadeId: ids.rota }, 10);
    await student({ editalId: await newEdital(), unidadeId: ids.rota }, 1); // another edital
    const basicoOnly = await student({ editalId: edital, unidadeId: ids.rota });
    await t.db.transaction(async (tx) => {
      await tx.insert(notas).values({ userId: basicoOnly.id, materiaId: ids.basico, nota: 2, data: '2026-03-01' });
      await refreshRankingMedias(tx, basicoOnly.id);
    });

    const body = await posicaoOf(me.agent);
    const medias = [7, 9, 7, 5, 5, 3.2, 10];
    const below = medias.filter((m) => m < 7).length;
    expect(below).toBe(3);
    expect(body.posicao).toEqual({
      media: 7,
      percentilEdital: percentil(3, 7),
      totalEdital: 7,
      // ROTA: 7 (me), 9, 5, 10 → one below.
      unidade: { sigla: 'ROTA', percentil: 25, total: 4 },
    });
    expect(body.posicao!.percentilEdital).toBe(42);
    const faixas = new Array<number>(POSICAO_FAIXAS).fill(0);
    for (const m of medias) faixas[faixaOf(m)]! += 1;
    expect(body.distribuicao).toEqual({ faixas, total: 7, minhaFaixa: 14 });
    expect(faixas[19]).toBe(1); // 10 sits in the last bin
    expect(faixas[6]).toBe(1); // 3.2 → 3.0–3.5
  });

  it('has no position before the student has notas in both modules, and none in a unidade without one', async () => {
    const edital = await newEdital();
    const me = await student({ editalId: edital });
    await student({ editalId: edital }, 8);
    let body = await posicaoOf(me.agent);
    expect(body.posicao).toBeNull();
    expect(body.distribuicao).toMatchObject({ total: 1, minhaFaixa: null });
    expect(body.materias).toEqual([]);

    await setMedia(me.id, 8);
    body = await posicaoOf(me.agent);
    expect(body.posicao).toEqual({ media: 8, percentilEdital: 0, totalEdital: 2, unidade: null });
  });
});

describe('subjects against the edital', () => {
  it('orders the subjects by the gap to the edital, hits after a peek not counted, and follows edital changes and clears', async () => {
    const edital = await newEdital();
    const elsewhere = await newEdital();
    const me = await student({ editalId: edital }, 6);
    const peer = await student({ editalId: edital, showInRanking: false }, 8);
    const outsider = await student({ editalId: elsewhere }, 8);

    // Me: Penal 4 right + 1 right after a peek + 5 wrong → 4/10; Português 5/5 → 100 %.
    await practise(me.agent, ids.penal, penalQs, { right: 4, peekedRight: 1 });
    await practise(me.agent, ids.basico, portQs.slice(0, 5), { right: 5 });
    // Peer: Penal 8/10, Português 1/5. Outsider (another edital): Penal 10/10, never in my edital's figure.
    await practise(peer.agent, ids.penal, penalQs, { right: 8 });
    await practise(peer.agent, ids.basico, portQs.slice(0, 5), { right: 1 });
    await practise(outsider.agent, ids.penal, penalQs, { right: 10 });

    let body = await posicaoOf(me.agent);
    // Edital: Penal 12/20 = 60 %, Português 6/10 = 60 %.
    expect(body.materias).toEqual([
      {
        materiaId: ids.penal,
        nome: 'Direito Penal',
        respondidas: 10,
        acerto: 40,
        acertoEdital: 60,
        alunosEdital: 2,
        diferenca: -20,
      },
      {
        materiaId: ids.basico,
        nome: 'Língua Portuguesa',
        respondidas: 5,
        acerto: 100,
        acertoEdital: 60,
        alunosEdital: 2,
        diferenca: 40,
      },
    ]);
    await editalSumsMatchTheAnswers();

    // Redoing a question replaces its latest answer: Penal's first wrong one (index 5) now right → 5/10.
    const q = penalQs[5]!;
    const res = await me.agent.post('/api/simulados', {
      clientKey: randomUUID(),
      materiaId: ids.penal,
      respostas: [{ questaoId: q.id, resposta: q.respostaCorreta }],
    });
    expect(res.status).toBe(201);
    body = await posicaoOf(me.agent);
    expect(body.materias[0]).toMatchObject({ nome: 'Direito Penal', respondidas: 10, acerto: 50, acertoEdital: 65 });
    expect(body.materias[0]!.diferenca).toBe(-15);

    // The peer moves to another edital: their counts go with them.
    await setProfile(peer.id, { editalId: elsewhere });
    body = await posicaoOf(me.agent);
    expect(body.materias.map((m) => [m.nome, m.acertoEdital, m.alunosEdital, m.diferenca])).toEqual([
      ['Direito Penal', 50, 1, 0],
      ['Língua Portuguesa', 100, 1, 0],
    ]);
    await editalSumsMatchTheAnswers();

    // Back again, then the peer clears their history: only my answers are left in the edital's figure.
    await setProfile(peer.id, { editalId: edital });
    expect((await posicaoOf(me.agent)).materias[0]).toMatchObject({ acertoEdital: 65, alunosEdital: 2 });
    expect((await peer.agent.delete('/api/simulados')).status).toBe(200);
    body = await posicaoOf(me.agent);
    expect(body.materias.map((m) => [m.nome, m.acertoEdital, m.alunosEdital])).toEqual([
      ['Direito Penal', 50, 1],
      ['Língua Portuguesa', 100, 1],
    ]);
    expect((await posicaoOf(peer.agent)).materias).toEqual([]);
    await editalSumsMatchTheAnswers();

    // Deleting a student (their account) takes their counts out too.
    await t.db.delete(users).where(eq(users.id, outsider.id));
    await editalSumsMatchTheAnswers();
  });
});

describe('honest scores', () => {
  it('keeps a peeked answer out of "acertei", puts it in "errei", and out of the dashboard’s hits and averages', async () => {
    const me = await student({ editalId: null });
    const [peekedRight, right, wrongOne, peekedWrong] = portQs as [Q, Q, Q, Q];
    const res = await me.agent.post('/api/simulados', {
      clientKey: randomUUID(),
      materiaId: ids.basico,
      respostas: [
        { questaoId: peekedRight.id, resposta: peekedRight.respostaCorreta, espiada: true },
        { questaoId: right.id, resposta: right.respostaCorreta },
        { questaoId: wrongOne.id, resposta: wrong(wrongOne.respostaCorreta) },
        { questaoId: peekedWrong.id, resposta: wrong(peekedWrong.respostaCorreta), espiada: true },
      ],
    });
    expect(res.status).toBe(201);
    const pick = async (tipo: string) => {
      const r = await me.agent.post('/api/simulados/selecao', { materiaId: ids.basico, quantidade: 10, tipo });
      expect(r.status).toBe(200);
      return ((await r.json()) as SelecaoResponse).questoes.map((q) => q.id).sort((a, b) => a - b);
    };
    expect(await pick('acertei')).toEqual([right.id]);
    expect(await pick('errei')).toEqual([peekedRight.id, wrongOne.id, peekedWrong.id].sort((a, b) => a - b));

    const dashboard = (await (await me.agent.get('/api/dashboard')).json()) as Dashboard;
    // The simulado's own grade counts the peeked hit (2/4 = 5); the dashboard does not (1/4 = 2.5).
    expect(dashboard.acertos).toEqual({ questoes: 4, acertos: 1, erros: 3 });
    expect(dashboard.estatisticas).toEqual({ mediaGeral: 2.5, mediaBasico: 2.5, mediaEspecifico: null, simulados: 1 });
    const [saved] = rowsOf<{ nota: number }>(
      await t.db.execute(sql`select nota from simulados where user_id = ${me.id}`),
    );
    expect(Number(saved!.nota)).toBe(5);
  });
});
