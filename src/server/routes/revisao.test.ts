import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { RevisaoResumo, RevisaoSessao } from '../../shared/schemas/revisao.js';
import type { HistoricoPage, Resultado } from '../../shared/schemas/simulados.js';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import { revisaoCartoes, users } from '../db/schema.js';
import { startRevisaoSessao } from '../services/revisao/start-revisao-sessao.js';
import { createContent, setSubscription, wrongLetter } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Issue 27 §3: the spaced review's queue, its session, removing a card, and review saves in the history.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  // 120 free questions: enough for the 50-card session and the 99+ count.
  content = await createContent(t.db, 120);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student() {
  const email = `revisao${++n}@example.com`;
  const agent = await t.signUp({ email });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { agent, email, id: row!.id };
}
type Student = Awaited<ReturnType<typeof student>>;
type Q = { id: number; respostaCorreta: string };
const MINUTE = 60_000;

async function save(
  s: Student,
  answers: Array<{ q: Q; right: boolean; espiada?: boolean }>,
  tipo: 'padrao' | 'revisao' = 'padrao',
  materiaId: number = content.free.id,
) {
  const res = await s.agent.post('/api/simulados', {
    clientKey: randomUUID(),
    tipo,
    ...(tipo === 'padrao' ? { materiaId } : {}),
    respostas: answers.map(({ q, right, espiada = false }) => ({
      questaoId: q.id,
      resposta: right ? q.respostaCorreta : wrongLetter(q.respostaCorreta),
      espiada,
    })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function resumo(s: Student): Promise<RevisaoResumo> {
  const res = await s.agent.get('/api/revisao');
  expect(res.status).toBe(200);
  return (await res.json()) as RevisaoResumo;
}

async function sessao(s: Student): Promise<RevisaoSessao> {
  const res = await s.agent.post('/api/revisao/sessao');
  expect(res.status).toBe(200);
  return (await res.json()) as RevisaoSessao;
}

async function cardsOf(userId: string) {
  return t.db.select().from(revisaoCartoes).where(eq(revisaoCartoes.userId, userId)).orderBy(revisaoCartoes.questaoId);
}

/** Moves cards' due dates (as time passing would), to `due` or to `due(i)` for the i-th id. */
async function setDue(userId: string, ids: number[], due: (i: number) => Date) {
  for (const [i, id] of ids.entries()) {
    await t.db
      .update(revisaoCartoes)
      .set({ due: due(i) })
      .where(and(eq(revisaoCartoes.userId, userId), eq(revisaoCartoes.questaoId, id)));
  }
}

const ago = (ms: number) => new Date(Date.now() - ms);

describe('refusals', () => {
  it('refuses anonymous requests on every endpoint (401, pt-BR)', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/revisao'),
      await anon.post('/api/revisao/sessao'),
      await anon.delete(`/api/revisao/cartoes/${content.freeQs[0]!.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(messages.notAuthenticated);
    }
  });

  it('refuses a bad question id (400) and changes nothing', async () => {
    const a = await student();
    await save(a, [{ q: content.freeQs[0]!, right: false }]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await a.agent.delete(`/api/revisao/cartoes/${bad}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_INPUT');
    }
    expect((await cardsOf(a.id)).map((c) => c.removido)).toEqual([false]);
  });

  it('never removes another student’s card: 404, and the card stays due for its owner', async () => {
    const a = await student();
    const b = await student();
    const q = content.freeQs[0]!;
    await save(a, [{ q, right: false }]);
    await setDue(a.id, [q.id], () => ago(MINUTE));

    const res = await b.agent.delete(`/api/revisao/cartoes/${q.id}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(messages.revisaoCartaoNotFound);
    expect((await b.agent.delete('/api/revisao/cartoes/999999')).status).toBe(404);

    expect((await cardsOf(a.id)).map((c) => c.removido)).toEqual([false]);
    expect(await cardsOf(b.id)).toEqual([]);
    expect((await resumo(a)).devidas).toBe(1);
    // And a student sees only their own queue.
    expect(await resumo(b)).toEqual({ devidas: 0, proxima: null, total: 0 });
    expect((await sessao(b)).questoes).toEqual([]);
  });

  it('leaves premium cards out of a non-subscriber’s count and session, and counts them again with a subscription', async () => {
    const a = await student();
    await setSubscription(t.db, a.email, new Date(Date.now() + 30 * 86_400_000));
    const free = content.freeQs[1]!;
    const premium = content.premiumQs[0]!;
    await save(a, [{ q: free, right: false }]);
    await save(a, [{ q: premium, right: false }], 'padrao', content.premium.id);
    await setDue(a.id, [free.id, premium.id], (i) => ago((i + 1) * MINUTE));
    expect(await resumo(a)).toMatchObject({ devidas: 2, total: 2 });

    // The subscription lapses: the premium card is still there, but not offered.
    await setSubscription(t.db, a.email, null);
    expect(await resumo(a)).toEqual({ devidas: 1, proxima: null, total: 1 });
    expect((await sessao(a)).questoes.map((q) => q.id)).toEqual([free.id]);
    expect(await cardsOf(a.id)).toHaveLength(2);

    await setSubscription(t.db, a.email, new Date(Date.now() + 86_400_000));
    expect((await sessao(a)).questoes.map((q) => q.id)).toEqual([premium.id, free.id]);
  });
});

describe('the review queue', () => {
  it('a wrong answer is due again within minutes (Again), a peeked hit a little later (Hard), a plain hit makes no card', async () => {
    const a = await student();
    const [wrong, peeked, right] = [content.freeQs[10]!, content.freeQs[11]!, content.freeQs[12]!];
    const before = Date.now();
    await save(a, [
      { q: wrong, right: false },
      { q: peeked, right: true, espiada: true },
      { q: right, right: true },
    ]);
    const cards = await cardsOf(a.id);
    expect(cards.map((c) => c.questaoId)).toEqual([wrong.id, peeked.id]);
    const minutesUntil = (id: number) => (cards.find((c) => c.questaoId === id)!.due.getTime() - before) / MINUTE;
    expect(minutesUntil(wrong.id)).toBeGreaterThanOrEqual(1);
    expect(minutesUntil(wrong.id)).toBeLessThan(2);
    expect(minutesUntil(peeked.id)).toBeGreaterThan(minutesUntil(wrong.id));
    expect(minutesUntil(peeked.id)).toBeLessThan(10);

    // Nothing due this very moment: the next one is the wrong answer's, in about a minute.
    const now = await resumo(a);
    expect(now).toMatchObject({ devidas: 0, total: 2 });
    expect(new Date(now.proxima!).getTime()).toBe(cards.find((c) => c.questaoId === wrong.id)!.due.getTime());
    const empty = await sessao(a);
    expect(empty).toEqual({ questoes: [], mensagem: messages.revisaoNadaParaRevisar, proxima: now.proxima });

    // Two minutes on, the wrong answer is due; ten minutes on, both (oldest due first).
    const user = { id: a.id, dataExpiracao: null };
    const in2 = await startRevisaoSessao({ db: t.db, user, now: new Date(before + 2 * MINUTE + 5_000) });
    expect(in2.questoes.map((q) => q.id)).toEqual([wrong.id]);
    const in10 = await startRevisaoSessao({ db: t.db, user, now: new Date(before + 10 * MINUTE + 5_000) });
    expect(in10.questoes.map((q) => q.id)).toEqual([wrong.id, peeked.id]);
    expect(in10.questoes[0]).toMatchObject({
      enunciado: expect.stringContaining('Questão'),
      alternativas: { A: 'Alternativa A' },
      respostaCorreta: wrong.respostaCorreta,
      materiaNome: 'Gratuita Teste',
    });
  });

  it('a right answer on a review reschedules the card later (Good); a wrong one brings it back within minutes', async () => {
    const a = await student();
    const [q1, q2] = [content.freeQs[20]!, content.freeQs[21]!];
    await save(a, [
      { q: q1, right: false },
      { q: q2, right: false },
    ]);
    await setDue(a.id, [q1.id, q2.id], (i) => ago((2 - i) * MINUTE));
    const session = await sessao(a);
    expect(session.questoes.map((q) => q.id)).toEqual([q1.id, q2.id]);
    expect(session.mensagem).toBeNull();

    const before = Date.now();
    const id = await save(
      a,
      [
        { q: q1, right: true },
        { q: q2, right: false },
      ],
      'revisao',
    );
    const cards = await cardsOf(a.id);
    const [c1, c2] = [cards.find((c) => c.questaoId === q1.id)!, cards.find((c) => c.questaoId === q2.id)!];
    expect(c1.reps).toBe(2);
    expect((c1.due.getTime() - before) / MINUTE).toBeGreaterThanOrEqual(9);
    expect((c2.due.getTime() - before) / MINUTE).toBeLessThan(2);
    expect(c1.due.getTime()).toBeGreaterThan(c2.due.getTime());

    // Answered right again once due, the card leaves the learning steps for days.
    await setDue(a.id, [q1.id], () => ago(MINUTE));
    const again = Date.now();
    await save(a, [{ q: q1, right: true }], 'revisao');
    const [later] = (await cardsOf(a.id)).filter((c) => c.questaoId === q1.id);
    expect((later!.due.getTime() - again) / 86_400_000).toBeGreaterThanOrEqual(1);

    // The review is a simulado of its own kind, with no subject.
    const res = await a.agent.get(`/api/simulados/${id}`);
    const resultado = (await res.json()) as Resultado;
    expect(resultado).toMatchObject({ tipo: 'revisao', materia: null, questoesRespondidas: 2, acertos: 1 });
  });

  it('removes a card for good: never due again, and a later mistake does not bring it back', async () => {
    const a = await student();
    const [q1, q2] = [content.freeQs[30]!, content.freeQs[31]!];
    await save(a, [
      { q: q1, right: false },
      { q: q2, right: false },
    ]);
    await setDue(a.id, [q1.id, q2.id], () => ago(MINUTE));
    expect(await resumo(a)).toMatchObject({ devidas: 2, total: 2 });

    const res = await a.agent.delete(`/api/revisao/cartoes/${q1.id}`);
    expect(res.status).toBe(204);
    expect(await resumo(a)).toEqual({ devidas: 1, proxima: null, total: 1 });
    expect((await sessao(a)).questoes.map((q) => q.id)).toEqual([q2.id]);
    // Removing it again is harmless.
    expect((await a.agent.delete(`/api/revisao/cartoes/${q1.id}`)).status).toBe(204);

    await save(a, [{ q: q1, right: false }]);
    const [removed] = (await cardsOf(a.id)).filter((c) => c.questaoId === q1.id);
    expect(removed!.removido).toBe(true);
    const far = await startRevisaoSessao({
      db: t.db,
      user: { id: a.id, dataExpiracao: null },
      now: new Date(Date.now() + 365 * 86_400_000),
    });
    expect(far.questoes.map((q) => q.id)).toEqual([q2.id]);
  });

  it('gives at most 50 cards, oldest due first, and counts exactly up to 99', async () => {
    const a = await student();
    const qs = content.freeQs.slice(0, 60);
    await save(
      a,
      qs.map((q) => ({ q, right: false })),
    );
    // Due dates in an order unlike the ids: the i-th question fell due (i × 7 mod 60) + 1 hours ago.
    const hoursAgo = (i: number) => ((i * 7) % 60) + 1;
    await setDue(
      a.id,
      qs.map((q) => q.id),
      (i) => ago(hoursAgo(i) * 3_600_000),
    );
    const expected = qs
      .map((q, i) => ({ id: q.id, h: hoursAgo(i) }))
      .sort((x, y) => y.h - x.h)
      .slice(0, 50)
      .map((x) => x.id);
    const session = await sessao(a);
    expect(session.questoes.map((q) => q.id)).toEqual(expected);
    expect(await resumo(a)).toEqual({ devidas: 60, proxima: null, total: 60 });

    // 120 due: the count stops at 99 + 1 (shown as '99+'); the total stays exact.
    const rest = content.freeQs.slice(60, 120);
    await save(
      a,
      rest.map((q) => ({ q, right: false })),
    );
    await t.db
      .update(revisaoCartoes)
      .set({ due: ago(MINUTE) })
      .where(
        and(
          eq(revisaoCartoes.userId, a.id),
          inArray(
            revisaoCartoes.questaoId,
            rest.map((q) => q.id),
          ),
        ),
      );
    expect(await resumo(a)).toEqual({ devidas: 100, proxima: null, total: 120 });
    expect((await sessao(a)).questoes).toHaveLength(50);
  });

  it('clearing the history takes the cards with it', async () => {
    const a = await student();
    await save(a, [{ q: content.freeQs[40]!, right: false }]);
    expect((await resumo(a)).total).toBe(1);
    expect((await a.agent.delete('/api/simulados')).status).toBe(200);
    expect(await resumo(a)).toEqual({ devidas: 0, proxima: null, total: 0 });
  });
});

describe('review sessions in the history', () => {
  it('lists a review as "Revisão" (no subject), leaves it out of subject filters, and counts peeked hits as not known', async () => {
    const a = await student();
    const qs = content.freeQs.slice(50, 60) as Q[];
    // 10 right, 4 of them after Espiar: nota 10, but 6 without peeking → not 'aproveitado'.
    const peekedSim = await save(
      a,
      qs.map((q, i) => ({ q, right: true, espiada: i < 4 })),
    );
    let page = (await (await a.agent.get('/api/simulados')).json()) as HistoricoPage;
    expect(page.resumo).toMatchObject({ total: 1, media: 10, aproveitamento: 0 });
    expect(page.itens[0]).toMatchObject({ id: peekedSim, tipo: 'padrao', nota: 10, materiaNome: 'Gratuita Teste' });

    // 3 of 10 peeked: 7 without peeking still counts (nota sem espiar 7).
    await save(
      a,
      qs.map((q, i) => ({ q, right: true, espiada: i < 3 })),
    );
    page = (await (await a.agent.get('/api/simulados')).json()) as HistoricoPage;
    expect(page.resumo).toMatchObject({ total: 2, aproveitamento: 50 });

    // A review of the 4 peeked cards (all right, none peeked now).
    await t.db.execute(sql`update revisao_cartoes set due = now() - interval '1 minute' where user_id = ${a.id}`);
    const due = await sessao(a);
    expect(due.questoes.map((q) => q.id).sort((x, y) => x - y)).toEqual(
      qs
        .slice(0, 4)
        .map((q) => q.id)
        .sort((x, y) => x - y),
    );
    const review = await save(
      a,
      qs.slice(0, 4).map((q) => ({ q, right: true })),
      'revisao',
    );
    page = (await (await a.agent.get('/api/simulados')).json()) as HistoricoPage;
    expect(page.resumo).toMatchObject({ total: 3, aproveitamento: 67, totalQuestoes: 24 });
    expect(page.itens[0]).toEqual({
      id: review,
      tipo: 'revisao',
      data: expect.any(String),
      nota: 10,
      questoesRespondidas: 4,
      acertos: 4,
      materiaId: null,
      materiaNome: null,
      moduloId: null,
      moduloNome: null,
      cadernoNome: null,
    });
    // The filters are by subject and module: a review has neither, and is in no option.
    const bySubject = (await (
      await a.agent.get(`/api/simulados?materiaId=${content.free.id}`)
    ).json()) as HistoricoPage;
    expect(bySubject.itens.map((i) => i.tipo)).toEqual(['padrao', 'padrao']);
    expect(bySubject.resumo.total).toBe(2);
    const byModule = (await (
      await a.agent.get(`/api/simulados?moduloId=${content.modulo.id}`)
    ).json()) as HistoricoPage;
    expect(byModule.resumo.total).toBe(2);
    expect(page.opcoes.materias.map((m) => m.id)).toEqual([content.free.id]);

    // The dashboard's last simulados show it too.
    const dashboard = (await (await a.agent.get('/api/dashboard')).json()) as Dashboard;
    expect(dashboard.ultimosSimulados[0]).toMatchObject({ id: review, tipo: 'revisao', materia: null });
    expect(dashboard.ultimosSimulados[1]).toMatchObject({
      tipo: 'padrao',
      materia: { id: content.free.id, nome: 'Gratuita Teste' },
    });
  });
});
