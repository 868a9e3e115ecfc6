import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { LETTERS } from '../../shared/rules/simulado.js';
import { questaoEstatisticas } from '../db/schema.js';

// Issue 27 §1 on a real PostgreSQL server: 50 students save simulados over the same questions at the
// same moment, through the app's pool of several connections, each in the order they played them.
// The counts are kept in the save's transaction and written in questao_id order, so every count must
// come out exact and no save may fail with a deadlock (a deadlock is a 500 here, or a lost count).

const STUDENTS = 50;
let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let agents: Array<ReturnType<TestApp['agent']>>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  content = await createContent(t.db);
  agents = [];
  for (let i = 0; i < STUDENTS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, STUDENTS - i) }, (_, k) => t.signUp({ email: `conc${i + k}@example.com` })),
    );
    agents.push(...batch);
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Letra = (typeof LETTERS)[number];
const letter = (i: number, j: number, round: number): Letra => LETTERS[(i * 7 + j * 3 + round) % 5]!;
const peeked = (i: number, j: number, round: number) => (i + j + round) % 6 === 0;

/** Student i's answers in round `round`, in an order of their own (some students reverse, some rotate). */
function answersOf(i: number, round: number) {
  const qs = content.freeQs.map((q, j) => ({
    questaoId: q.id,
    resposta: letter(i, j, round),
    espiada: peeked(i, j, round),
  }));
  if (i % 2 === 1) qs.reverse();
  const r = i % qs.length;
  return [...qs.slice(r), ...qs.slice(0, r)];
}

type Counts = { respostas: number; acertos: number; marcadas: Record<Letra, number> };
const emptyCounts = (): Counts => ({ respostas: 0, acertos: 0, marcadas: { A: 0, B: 0, C: 0, D: 0, E: 0 } });

async function storedCounts(): Promise<Map<number, Counts>> {
  const rows = await t.db
    .select()
    .from(questaoEstatisticas)
    .where(
      inArray(
        questaoEstatisticas.questaoId,
        content.freeQs.map((q) => q.id),
      ),
    )
    .orderBy(asc(questaoEstatisticas.questaoId));
  return new Map(
    rows.map((r) => [
      r.questaoId,
      {
        respostas: r.respostas,
        acertos: r.acertos,
        marcadas: { A: r.marcadasA, B: r.marcadasB, C: r.marcadasC, D: r.marcadasD, E: r.marcadasE },
      },
    ]),
  );
}

const save = (i: number, round: number) =>
  agents[i]!.post('/api/simulados', {
    clientKey: randomUUID(),
    materiaId: content.free.id,
    respostas: answersOf(i, round),
  });

describe('50 concurrent saves over the same questions', () => {
  it('counts every first unpeeked answer exactly once, with no deadlock', async () => {
    // Each student's first unpeeked answer per question, as the rounds below will make them.
    const first = new Map<string, Letra>();
    const expected = () => {
      const byQuestion = new Map(content.freeQs.map((q) => [q.id, emptyCounts()]));
      for (const [key, resposta] of first) {
        const [, j] = key.split(':').map(Number) as [number, number];
        const q = content.freeQs[j]!;
        const c = byQuestion.get(q.id)!;
        c.respostas += 1;
        c.acertos += resposta === q.respostaCorreta ? 1 : 0;
        c.marcadas[resposta] += 1;
      }
      return new Map([...byQuestion].filter(([, c]) => c.respostas > 0));
    };
    const played = (i: number, round: number) => {
      content.freeQs.forEach((_, j) => {
        const key = `${i}:${j}`;
        if (!first.has(key) && !peeked(i, j, round)) first.set(key, letter(i, j, round));
      });
    };

    // Round 1: everyone at once.
    const round1 = await Promise.all(agents.map((_, i) => save(i, 1)));
    expect(round1.map((r) => r.status)).toEqual(agents.map(() => 201));
    agents.forEach((_, i) => played(i, 1));
    expect(await storedCounts()).toEqual(expected());

    // Round 2: half clear their history while the other half save again, all at once. A clear takes
    // the student's first answers out; a second save adds only the answers peeked in round 1.
    const round2 = await Promise.all(agents.map((a, i) => (i % 2 === 0 ? a.delete('/api/simulados') : save(i, 2))));
    expect(round2.map((r) => r.status)).toEqual(agents.map((_, i) => (i % 2 === 0 ? 200 : 201)));
    for (const key of [...first.keys()]) if (Number(key.split(':')[0]) % 2 === 0) first.delete(key);
    agents.forEach((_, i) => {
      if (i % 2 === 1) played(i, 2);
    });
    expect(await storedCounts()).toEqual(expected());

    // Round 3: everyone saves again at once; those who cleared are counted anew.
    const round3 = await Promise.all(agents.map((_, i) => save(i, 3)));
    expect(round3.map((r) => r.status)).toEqual(agents.map(() => 201));
    agents.forEach((_, i) => played(i, 3));
    const final = await storedCounts();
    expect(final).toEqual(expected());
    // Nearly everyone's answer counts in the end (only answers peeked in every round are left out).
    const total = [...final.values()].reduce((s, c) => s + c.respostas, 0);
    expect(total).toBeGreaterThan(STUDENTS * content.freeQs.length * 0.9);
  });
});
