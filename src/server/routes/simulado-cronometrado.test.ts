import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { PRAZO_TOLERANCIA_MS } from '../../shared/rules/simulado.js';
import { TEMPO_DE_PROVA_INVALIDO, type Resultado, type SelecaoResponse } from '../../shared/schemas/simulados.js';
import {
  questaoEstatisticas,
  questoesStatus,
  simuladoSessaoRespostas,
  simuladoSessoes,
  simulados,
} from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Issue 27 §4: a timed simulado. The server sets the deadline when it hands out the questions, records
// when each conferred answer reaches it, and a save after the deadline (plus the network's grace)
// counts only the answers it received in time.

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
const student = () => t.signUp({ email: `crono${++n}@example.com` });
type Agent = Awaited<ReturnType<typeof student>>;
type Sessao = NonNullable<SelecaoResponse['sessao']>;
type Q = SelecaoResponse['questoes'][number];

async function startTimed(a: Agent, minutosPorQuestao = 1, quantidade = 10) {
  const res = await a.post('/api/simulados/selecao', {
    materiaId: content.free.id,
    quantidade,
    tipo: 'todas',
    minutosPorQuestao,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as SelecaoResponse;
  expect(body.sessao).not.toBeNull();
  return { questoes: body.questoes, sessao: body.sessao as Sessao };
}

const checkIn = (a: Agent, sessaoId: string, body: object) =>
  a.post(`/api/simulados/sessoes/${sessaoId}/respostas`, body);
const right = (q: Q) => ({ questaoId: q.id, resposta: q.respostaCorreta, espiada: false });
const wrong = (q: Q) => ({ questaoId: q.id, resposta: wrongLetter(q.respostaCorreta), espiada: false });
const saveTimed = (a: Agent, sessaoId: string, respostas: object[], clientKey: string = randomUUID()) =>
  a.post('/api/simulados', { clientKey, materiaId: content.free.id, sessaoId, respostas });

async function sessionAnswers(sessaoId: string) {
  return t.db
    .select({ questaoId: simuladoSessaoRespostas.questaoId, resposta: simuladoSessaoRespostas.resposta })
    .from(simuladoSessaoRespostas)
    .where(eq(simuladoSessaoRespostas.sessaoId, sessaoId));
}
async function simuladosOf(clientKey: string) {
  const [row] = await t.db.select({ n: count() }).from(simulados).where(eq(simulados.clientKey, clientKey));
  return Number(row?.n ?? 0);
}
async function totalSimulados() {
  const [row] = await t.db.select({ n: count() }).from(simulados);
  return Number(row?.n ?? 0);
}
/** Moves a session's deadline (and so its grace) to `prazo`. */
async function setPrazo(sessaoId: string, prazo: Date) {
  await t.db.update(simuladoSessoes).set({ prazo }).where(eq(simuladoSessoes.id, sessaoId));
}
/** When the server received a checked-in answer, as if it had arrived at `at`. */
async function setRecebida(sessaoId: string, questaoId: number, at: Date) {
  await t.db
    .update(simuladoSessaoRespostas)
    .set({ recebidaEm: at })
    .where(and(eq(simuladoSessaoRespostas.sessaoId, sessaoId), eq(simuladoSessaoRespostas.questaoId, questaoId)));
}

describe('refusals', () => {
  it('answers 401 to an anonymous check-in and an anonymous timed selection', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    const anon = t.agent();
    expect((await checkIn(anon, sessao.id, right(questoes[0]!))).status).toBe(401);
    const sel = await anon.post('/api/simulados/selecao', {
      materiaId: content.free.id,
      quantidade: 10,
      minutosPorQuestao: 2,
    });
    expect(sel.status).toBe(401);
    expect(await sessionAnswers(sessao.id)).toEqual([]);
  });

  it('refuses a "Tempo de prova" that is not one of the options, in pt-BR, and starts no session', async () => {
    const a = await student();
    const [before] = await t.db.select({ n: count() }).from(simuladoSessoes);
    for (const minutosPorQuestao of [0, 4, -1, 2.5, '2', null, 60]) {
      const res = await a.post('/api/simulados/selecao', {
        materiaId: content.free.id,
        quantidade: 10,
        minutosPorQuestao,
      });
      expect(res.status, String(minutosPorQuestao)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', message: TEMPO_DE_PROVA_INVALIDO });
    }
    const [after] = await t.db.select({ n: count() }).from(simuladoSessoes);
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("answers 404 for another student's session, on check-in and on save, and changes nothing", async () => {
    const owner = await student();
    const other = await student();
    const { sessao, questoes } = await startTimed(owner);
    const q = questoes[0]!;

    const res = await checkIn(other, sessao.id, right(q));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'SESSAO_NOT_FOUND', message: messages.sessaoNotFound });
    expect(await sessionAnswers(sessao.id)).toEqual([]);

    const before = await totalSimulados();
    const key = randomUUID();
    const saved = await saveTimed(other, sessao.id, [right(q)], key);
    expect(saved.status).toBe(404);
    expect(await simuladosOf(key)).toBe(0);
    expect(await totalSimulados()).toBe(before);

    // The owner's session is untouched: they check in and save as usual.
    expect((await checkIn(owner, sessao.id, right(q))).status).toBe(201);
    expect((await saveTimed(owner, sessao.id, [right(q)])).status).toBe(201);
  });

  it('answers 404 for a session id that is no session (malformed, unknown, or a session without a deadline)', async () => {
    const a = await student();
    const { questoes } = await startTimed(a);
    for (const id of ['abc', '999999', randomUUID()]) {
      const res = await checkIn(a, id, right(questoes[0]!));
      expect(res.status, id).toBe(404);
    }
    // A printed simulado's session has no deadline: nothing to check in.
    const [impresso] = await t.db
      .insert(simuladoSessoes)
      .values({
        userId: await userIdOf(a),
        materiaId: content.free.id,
        tipo: 'impresso',
        questaoIds: [questoes[0]!.id],
      })
      .returning({ id: simuladoSessoes.id });
    expect((await checkIn(a, impresso!.id, right(questoes[0]!))).status).toBe(404);
  });

  it('answers 409 to a session already saved under another key, on save and on check-in', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    const first = await saveTimed(a, sessao.id, [right(questoes[0]!)]);
    expect(first.status).toBe(201);

    const before = await totalSimulados();
    const again = await saveTimed(a, sessao.id, [right(questoes[0]!), right(questoes[1]!)]);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'SESSAO_JA_ENVIADA', message: messages.sessaoJaEnviada });
    expect(await totalSimulados()).toBe(before);

    const late = await checkIn(a, sessao.id, right(questoes[1]!));
    expect(late.status).toBe(409);
    expect(await sessionAnswers(sessao.id)).toEqual([]);
  });

  it('answers 400 to a question that is not in the session, and to a bad answer', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a, 1, 10);
    const outside = content.freeQs.find((q) => !questoes.some((s) => s.id === q.id))!;
    const notInSession = await checkIn(a, sessao.id, {
      questaoId: outside.id,
      resposta: outside.respostaCorreta,
      espiada: false,
    });
    expect(notInSession.status).toBe(400);
    expect(await notInSession.json()).toMatchObject({
      code: 'QUESTAO_FORA_DA_SESSAO',
      message: messages.questaoForaDaSessao,
    });
    const premium = content.premiumQs[0]!;
    expect((await checkIn(a, sessao.id, { questaoId: premium.id, resposta: 'A' })).status).toBe(400);
    for (const body of [
      { questaoId: questoes[0]!.id, resposta: 'F' },
      { questaoId: questoes[0]!.id },
      { resposta: 'A' },
      { questaoId: 'x', resposta: 'A' },
    ]) {
      const res = await checkIn(a, sessao.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await sessionAnswers(sessao.id)).toEqual([]);

    // Saving an answer to a question the session never handed out is refused as well.
    const key = randomUUID();
    const saved = await saveTimed(
      a,
      sessao.id,
      [right(questoes[0]!), { questaoId: outside.id, resposta: 'A', espiada: false }],
      key,
    );
    expect(saved.status).toBe(400);
    expect(await simuladosOf(key)).toBe(0);
  });
});

describe('a timed simulado', () => {
  it('has no session without a limit; with one, the server keeps the questions in order and the deadline', async () => {
    const a = await student();
    const plain = (await (
      await a.post('/api/simulados/selecao', { materiaId: content.free.id, quantidade: 10 })
    ).json()) as SelecaoResponse;
    expect(plain.sessao).toBeNull();

    const before = Date.now();
    const { sessao, questoes } = await startTimed(a, 3, 10);
    expect(questoes).toHaveLength(10);
    const agora = Date.parse(sessao.agora);
    expect(agora).toBeGreaterThanOrEqual(before - 1000);
    expect(agora).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(sessao.prazo) - agora).toBe(3 * 10 * 60_000);

    const [row] = await t.db.select().from(simuladoSessoes).where(eq(simuladoSessoes.id, sessao.id));
    expect(row).toMatchObject({ tipo: 'cronometrado', materiaId: content.free.id, simuladoId: null });
    expect(row!.questaoIds).toEqual(questoes.map((q) => q.id));
    expect(row!.prazo!.toISOString()).toBe(sessao.prazo);
    expect(row!.iniciadaEm.toISOString()).toBe(sessao.agora);

    // Fewer questions than asked for: the deadline is per question handed out.
    const few = await startTimed(a, 5, 500);
    expect(few.questoes).toHaveLength(content.freeQs.length);
    expect(Date.parse(few.sessao.prazo) - Date.parse(few.sessao.agora)).toBe(5 * content.freeQs.length * 60_000);
  });

  it('records the first receipt of each conferred answer; a repeat is a no-op 200', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    const q = questoes[0]!;
    const first = await checkIn(a, sessao.id, right(q));
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as { recebidaEm: string };
    const repeat = await checkIn(a, sessao.id, wrong(q));
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as { recebidaEm: string }).recebidaEm).toBe(firstBody.recebidaEm);
    expect(await sessionAnswers(sessao.id)).toEqual([{ questaoId: q.id, resposta: q.respostaCorreta }]);
  });

  it('counts every answer of a save that arrives in time, checked in or not', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    expect((await checkIn(a, sessao.id, right(questoes[0]!))).status).toBe(201);
    const respostas = [right(questoes[0]!), right(questoes[1]!), wrong(questoes[2]!)];
    const res = await saveTimed(a, sessao.id, respostas);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({ questoesRespondidas: 3, acertos: 2, foraDoPrazo: 0, prazo: sessao.prazo });
    expect(resultado.questoes.map((q) => q.id)).toEqual(questoes.slice(0, 3).map((q) => q.id));
    const [session] = await t.db.select().from(simuladoSessoes).where(eq(simuladoSessoes.id, sessao.id));
    expect(session!.simuladoId).toBe(id);
  });

  it('counts a late save in time up to the grace, and then only the answers checked in by then with the same letter', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    const q1 = questoes[0]!;

    // Within the grace the whole save still counts.
    await setPrazo(sessao.id, new Date(Date.now() - PRAZO_TOLERANCIA_MS / 3));
    const graceKey = randomUUID();
    const inGrace = await saveTimed(a, sessao.id, [right(q1)], graceKey);
    expect(inGrace.status).toBe(201);
    const graced = (await (
      await a.get(`/api/simulados/${((await inGrace.json()) as { id: number }).id}`)
    ).json()) as Resultado;
    expect(graced).toMatchObject({ questoesRespondidas: 1, foraDoPrazo: 0 });

    // A second timed simulado, whose deadline passed ten minutes ago.
    const late = await startTimed(a);
    const [l1, l2, l3, l4, l5, l6] = late.questoes as [Q, Q, Q, Q, Q, Q];
    for (const body of [right(l1), wrong(l2), right(l3), right(l4), { ...right(l6), espiada: true }]) {
      expect((await checkIn(a, late.sessao.id, body)).status).toBe(201);
    }
    const prazo = new Date(Date.now() - 10 * 60_000);
    await setPrazo(late.sessao.id, prazo);
    await setRecebida(late.sessao.id, l1.id, new Date(prazo.getTime() - 60_000)); // in time
    await setRecebida(late.sessao.id, l2.id, new Date(prazo.getTime() + PRAZO_TOLERANCIA_MS - 1000)); // in the grace
    await setRecebida(late.sessao.id, l3.id, new Date(prazo.getTime() + PRAZO_TOLERANCIA_MS + 1000)); // too late
    await setRecebida(late.sessao.id, l4.id, new Date(prazo.getTime() - 60_000)); // in time, another letter saved
    await setRecebida(late.sessao.id, l6.id, new Date(prazo.getTime() - 60_000)); // in time, peeked

    const key = randomUUID();
    // l6 was checked in peeked; the late save says it was not: the peek the server heard of in time stands.
    const respostas = [right(l1), wrong(l2), right(l3), wrong(l4), right(l5), right(l6)];
    const res = await saveTimed(a, late.sessao.id, respostas, key);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    // l1 (right), l2 (wrong), l6 (right, peeked) count; l3 came late, l4 changed its letter, l5 was never received.
    expect(resultado).toMatchObject({
      questoesRespondidas: 3,
      acertos: 2,
      acertosSemEspiar: 1,
      foraDoPrazo: 3,
      prazo: prazo.toISOString(),
    });
    expect(resultado.questoes.map((q) => q.id).sort()).toEqual([l1.id, l2.id, l6.id].sort());
    const [row] = await t.db
      .select({ foraDoPrazo: simulados.foraDoPrazo, questoesRespondidas: simulados.questoesRespondidas })
      .from(simulados)
      .where(eq(simulados.id, id));
    expect(row).toEqual({ foraDoPrazo: 3, questoesRespondidas: 3 });

    // The answers left out were not counted anywhere: no statistics for l3, l4, l5.
    const status = await t.db
      .select({ questaoId: questoesStatus.questaoId })
      .from(questoesStatus)
      .where(eq(questoesStatus.userId, await userIdOf(a)));
    const answered = new Set(status.map((s) => s.questaoId));
    for (const q of [l3, l4, l5]) expect(answered.has(q.id) && q.id !== q1.id, `questão ${q.id}`).toBe(false);
    for (const q of [l1, l2, l6]) expect(answered.has(q.id)).toBe(true);

    // A replayed save (the same key, as after a lost response or an offline queue) lands once.
    const statsBefore = await t.db.select().from(questaoEstatisticas).orderBy(questaoEstatisticas.questaoId);
    const replay = await saveTimed(a, late.sessao.id, respostas, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ id });
    expect(await simuladosOf(key)).toBe(1);
    expect(await t.db.select().from(questaoEstatisticas).orderBy(questaoEstatisticas.questaoId)).toEqual(statsBefore);
  });

  it('keeps a late save with nothing received in time as a simulado of no answers counted, all of them out of time', async () => {
    const a = await student();
    const { sessao, questoes } = await startTimed(a);
    await setPrazo(sessao.id, new Date(Date.now() - 60 * 60_000));
    const res = await saveTimed(a, sessao.id, [right(questoes[0]!), wrong(questoes[1]!)]);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({ questoesRespondidas: 0, acertos: 0, nota: 0, foraDoPrazo: 2 });
  });
});

async function userIdOf(a: Agent): Promise<string> {
  const me = (await (await a.get('/api/me')).json()) as { id?: string; user?: { id: string } };
  return me.id ?? me.user!.id;
}
