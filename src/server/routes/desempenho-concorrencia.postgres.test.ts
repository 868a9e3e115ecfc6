import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { rowsOf } from '../db/client.js';
import { editais, materias, modulos, questoes, users } from '../db/schema.js';

// Decision 0047 on a real PostgreSQL server: one student's saves arrive at the same moment (several
// tabs, an offline queue flushing), over overlapping questions of three subjects, through the app's pool
// of several connections, beside another student of the same edital, a 'Limpar histórico', an edital
// change and an admin moving a question they answer. The honest counters are kept by difference, so a
// save that read a stale old answer would lose or double a count: after every round they must equal a
// count from scratch, no request may fail, and no transaction may even deadlock (the pool would run it
// again and hide it): every writer takes the student's lock first, then the rows students share in one
// order: the question statistics, the overview's day row, the edital sums (in key order).

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
type Agent = Awaited<ReturnType<typeof signUpStudent>>;
const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'E'];
const SUBJECTS = 3;
const PER_SUBJECT = 8;
const SAVES = 16;

let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
let me: Agent;
let peer: Agent;
let subjectIds: number[];
let editalIds: number[];
/** Each question's id, current subject and key, as the admin's moves leave them. */
let qs: Array<{ id: number; materiaId: number; key: Letter }>;

/** The transactions PostgreSQL ended for a deadlock or a serialization failure (and the pool ran again). */
const retries: Array<[string, number]> = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '100000' },
    onTransactionRetry: (code, attempt) => retries.push([code, attempt]),
  });
  ({ admin } = await adminTestAgents(t, 'concdes'));
  const [modulo] = await t.db.insert(modulos).values({ nome: 'Básico' }).returning();
  subjectIds = (
    await t.db
      .insert(materias)
      .values(
        Array.from({ length: SUBJECTS }, (_, i) => ({
          nome: `Matéria ${i + 1}`,
          moduloId: modulo!.id,
          tipo: 'teorica' as const,
          isFree: true,
        })),
      )
      .returning()
  ).map((m) => m.id);
  qs = [];
  for (const materiaId of subjectIds) {
    const made = await t.db
      .insert(questoes)
      .values(
        Array.from({ length: PER_SUBJECT }, (_, i) => ({
          materiaId,
          enunciado: `<p>Questão ${i + 1}</p>`,
          alternativaA: 'A',
          alternativaB: 'B',
          alternativaC: 'C',
          alternativaD: 'D',
          alternativaE: 'E',
          respostaCorreta: LETTERS[i % 5]!,
        })),
      )
      .returning({ id: questoes.id, key: questoes.respostaCorreta });
    qs.push(...made.map((q) => ({ id: q.id, materiaId, key: q.key })));
  }
  editalIds = (
    await t.db
      .insert(editais)
      .values([{ numero: '1/2026' }, { numero: '2/2026' }])
      .returning()
  ).map((e) => e.id);
  me = await signUpStudent(t, { prefix: 'concdes' });
  // The peer shares the student's row of the admin overview's day counters (visao_geral_parte, one of
  // eight by the id's hash), as an eighth of any edital's students do: its saves and clears then lock
  // the same overview row as the student's, beside the same edital sums.
  const parte = async (id: string) =>
    rowsOf<{ p: number }>(await t.db.execute(sql`select visao_geral_parte(${id}) as p`))[0]!.p;
  const mine = await parte(me.userId);
  for (let tries = 0; ; tries++) {
    peer = await signUpStudent(t, { prefix: 'concdes' });
    if ((await parte(peer.userId)) === mine) break;
    if (tries === 80) throw new Error('no student of the same overview row in 80 sign-ups');
  }
  for (const s of [me, peer]) await t.db.update(users).set({ editalId: editalIds[0]! }).where(eq(users.id, s.userId));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A small seeded generator: the rounds are the same on every run. */
function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * A save over a window of the questions (neighbouring saves overlap): a review across the subjects, or
 * a subject's simulado over that window's questions now in the subject; right, wrong or peeked at random.
 * A subject's simulado leaves out the questions being moved in the round (graded after the move it would
 * rightly be refused); a review takes them, graded in either subject.
 */
function saveBody(random: (n: number) => number, moving: Set<number> = new Set()) {
  const start = random(qs.length);
  const window = Array.from({ length: 6 + random(8) }, (_, k) => qs[(start + k) % qs.length]!);
  const subject = random(SUBJECTS + 1);
  const materiaId = subject < SUBJECTS ? subjectIds[subject]! : null;
  const inSubject = window.filter((q) => q.materiaId === materiaId && !moving.has(q.id));
  const review = materiaId === null || inSubject.length === 0;
  return {
    clientKey: randomUUID(),
    ...(review ? { tipo: 'revisao' } : { materiaId }),
    respostas: (review ? window : inSubject).map((q) => ({
      questaoId: q.id,
      resposta: random(2) === 0 ? q.key : LETTERS[(LETTERS.indexOf(q.key) + 1) % 5]!,
      espiada: random(4) === 0,
    })),
  };
}

async function countersMatchTheAnswers() {
  const numbers = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => Object.values(r).map((v) => (typeof v === 'string' ? v : Number(v))));
  const kept = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select user_id, materia_id, edital_id, respondidas, acertos from desempenho_materias
      where respondidas <> 0 or acertos <> 0 order by 1, 2`),
  );
  const fresh = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select qs.user_id, qs.materia_id, u.edital_id, count(*)::int as respondidas,
             (count(*) filter (where qs.correta and not qs.espiada))::int as acertos
      from questoes_status qs join users u on u.id = qs.user_id
      group by 1, 2, 3 order by 1, 2`),
  );
  expect(numbers(kept)).toEqual(numbers(fresh));
  const keptSums = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select edital_id, materia_id, respondidas, acertos, alunos from desempenho_editais
      where respondidas <> 0 or acertos <> 0 or alunos <> 0 order by 1, 2`),
  );
  const freshSums = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select u.edital_id, qs.materia_id, count(*)::int as respondidas,
             (count(*) filter (where qs.correta and not qs.espiada))::int as acertos,
             count(distinct qs.user_id)::int as alunos
      from questoes_status qs join users u on u.id = qs.user_id
      where u.edital_id is not null
      group by 1, 2 order by 1, 2`),
  );
  expect(numbers(keptSums)).toEqual(numbers(freshSums));
}

/** Moves question `i` to the next subject (the admin's edit form, the rest of the question unchanged). */
function moveQuestion(i: number) {
  const q = qs[i]!;
  q.materiaId = subjectIds[(subjectIds.indexOf(q.materiaId) + 1) % SUBJECTS]!;
  return admin.put(`/api/admin/questoes/${q.id}`, {
    materiaId: q.materiaId,
    aulaId: null,
    enunciado: `<p>Questão ${q.id}</p>`,
    imagemUrl: null,
    alternativaA: 'A',
    alternativaB: 'B',
    alternativaC: 'C',
    alternativaD: 'D',
    alternativaE: 'E',
    respostaCorreta: q.key,
  });
}

describe('one student’s concurrent saves over overlapping questions', () => {
  it('keep the honest counters equal to a count from scratch, with no deadlock', async () => {
    const random = generator(46);

    // Round 1: the student's saves all at once, the peer's beside them.
    const round1 = await Promise.all([
      ...Array.from({ length: SAVES }, () => me.post('/api/simulados', saveBody(random))),
      ...Array.from({ length: 4 }, () => peer.post('/api/simulados', saveBody(random))),
    ]);
    expect(round1.map((r) => r.status)).toEqual(round1.map(() => 201));
    await countersMatchTheAnswers();
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from questoes_status where user_id = ${me.userId}`),
    );
    expect(Number(n)).toBeGreaterThan(qs.length / 2);

    // Rounds 2–7: the same, beside a clear (the student's in even rounds, the peer's in odd ones), an
    // edital change and an admin moving two questions, all in the middle of the saves. In odd rounds two
    // saves are also sent twice at once (a retry racing its first): one simulado each, counted once.
    for (let round = 2; round <= 7; round++) {
      const moved = [random(qs.length), random(qs.length)].filter((i, k, all) => all.indexOf(i) === k);
      const moving = new Set(moved.map((i) => qs[i]!.id));
      const bodies = Array.from({ length: SAVES }, () => saveBody(random, moving));
      const requests: Array<{ sent: Promise<{ status: number }>; want: number }> = [];
      const send = (sent: Promise<{ status: number }>, want: number) => requests.push({ sent, want });
      const twice: Array<Promise<{ status: number }>> = [];
      bodies.forEach((body, i) => {
        if (round % 2 === 1 && (i === 0 || i === 7))
          twice.push(me.post('/api/simulados', body), me.post('/api/simulados', body));
        else send(me.post('/api/simulados', body), 201);
        if (i === 4) send(round % 2 === 0 ? me.delete('/api/simulados') : peer.delete('/api/simulados'), 200);
        if (i === 8) {
          const editalId = editalIds[round % 2]!;
          send(
            t.db
              .update(users)
              .set({ editalId })
              .where(eq(users.id, me.userId))
              .then(() => ({ status: 200 })),
            200,
          );
        }
        if (i === 10) for (const q of moved) send(moveQuestion(q), 200);
        if (i % 4 === 1) send(peer.post('/api/simulados', saveBody(random, moving)), 201);
      });
      const statuses = await Promise.all(requests.map((r) => r.sent.then((res) => res.status)));
      expect(statuses).toEqual(requests.map((r) => r.want));
      const pairs = (await Promise.all(twice)).map((r) => r.status);
      for (let k = 0; k < pairs.length; k += 2) expect([pairs[k], pairs[k + 1]].sort()).toEqual([200, 201]);
      await countersMatchTheAnswers();
    }
    // No deadlock even for the retries to absorb: every writer takes its locks in one order.
    expect(retries).toEqual([]);
  }, 180_000);
});
