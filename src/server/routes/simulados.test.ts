import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import type { HistoricoPage, OpcoesResponse, Resultado, SelecaoResponse } from '../../shared/schemas/simulados.js';
import { questoes, respostasUsuario, simulados } from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

const student = (subscriber = false) => signUpStudent(t, { prefix: 'sim', subscriber });
type Agent = ReturnType<TestApp['agent']>;

const select = (a: Agent, body: object) => a.post('/api/simulados/selecao', { quantidade: 10, tipo: 'todas', ...body });
const answersFor = (qs: Array<{ id: number; respostaCorreta: string }>, right: number) =>
  qs.map((q, i) => ({ questaoId: q.id, resposta: i < right ? q.respostaCorreta : wrongLetter(q.respostaCorreta) }));
const save = (a: Agent, materiaId: number, respostas: object[], clientKey = randomUUID()) =>
  a.post('/api/simulados', { clientKey, materiaId, respostas });

describe('refusals', () => {
  it('answers 401 to anonymous calls on every endpoint', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/simulados/opcoes'),
      await select(anon, { materiaId: content.free.id }),
      await save(anon, content.free.id, answersFor(content.freeQs.slice(0, 1), 1)),
      await anon.get('/api/simulados'),
      await anon.get('/api/simulados/1'),
      await anon.delete('/api/simulados'),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses a premium subject to a non-subscriber, on selection and on save, with the spec message', async () => {
    const a = await student();
    const sel = await select(a, { materiaId: content.premium.id });
    expect(sel.status).toBe(403);
    expect(await sel.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: messages.subscribersOnly });
    const saved = await save(a, content.premium.id, answersFor(content.premiumQs, 3));
    expect(saved.status).toBe(403);
    const [row] = await t.db.select({ n: count() }).from(simulados);
    expect(Number(row?.n)).toBe(0);
  });

  it('treats a subject that cannot be looked up as not free; a subscriber gets 404', async () => {
    expect((await select(await student(), { materiaId: 999999 })).status).toBe(403);
    const sub = await select(await student(true), { materiaId: 999999 });
    expect(sub.status).toBe(404);
    expect(await sub.json()).toMatchObject({ message: messages.materiaNotFound });
  });

  it('refuses a practical subject (no simulados there) and bad filters', async () => {
    const a = await student(true);
    expect((await select(a, { materiaId: content.pratica.id })).status).toBe(404);
    expect((await select(a, { materiaId: content.free.id, quantidade: 7 })).status).toBe(400);
    expect((await select(a, { materiaId: content.free.id, tipo: 'qualquer' })).status).toBe(400);
  });
});

describe('configuration options', () => {
  it('offers a non-subscriber only the free theoretical subjects, a subscriber all of them, with active lessons by ordem', async () => {
    const free = (await (await (await student()).get('/api/simulados/opcoes')).json()) as OpcoesResponse;
    expect(free.assinante).toBe(false);
    expect(free.materias.map((m) => m.nome).sort()).toEqual(['Gratuita Teste', 'Vazia Teste']);
    expect(free.aulas.filter((x) => x.materiaId === content.free.id).map((x) => x.titulo)).toEqual([
      'Aula 1',
      'Aula 2',
    ]);

    const paid = (await (await (await student(true)).get('/api/simulados/opcoes')).json()) as OpcoesResponse;
    expect(paid.assinante).toBe(true);
    expect(paid.materias.map((m) => m.nome).sort()).toEqual(['Gratuita Teste', 'Premium Teste', 'Vazia Teste']);
  });
});

describe('question selection', () => {
  it('shuffles and cuts to the count, filters by lesson, and sends the answer key', async () => {
    const a = await student();
    const all = (await (await select(a, { materiaId: content.free.id, quantidade: 50 })).json()) as SelecaoResponse;
    expect(all.questoes).toHaveLength(12);
    expect(all.materia).toMatchObject({
      id: content.free.id,
      nome: 'Gratuita Teste',
      moduloNome: 'Básico',
      isFree: true,
    });
    expect(all.questoes[0]).toMatchObject({ alternativas: { A: 'Alternativa A', E: 'Alternativa E' } });

    const ten = (await (await select(a, { materiaId: content.free.id, quantidade: 10 })).json()) as SelecaoResponse;
    expect(ten.questoes).toHaveLength(10);
    expect(new Set(ten.questoes.map((q) => q.id)).size).toBe(10);

    const aula1 = (await (
      await select(a, { materiaId: content.free.id, quantidade: 50, aulaIds: [content.aulas.aula1.id] })
    ).json()) as SelecaoResponse;
    expect(aula1.questoes).toHaveLength(6);
    expect(aula1.questoes.every((q) => q.aulaId === content.aulas.aula1.id)).toBe(true);

    // Different orders across draws (12! orders; 8 identical draws in a row would be a broken shuffle).
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = (await (await select(a, { materiaId: content.free.id, quantidade: 50 })).json()) as SelecaoResponse;
      orders.add(r.questoes.map((q) => q.id).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('filters by the latest answer: nao_resolvidas, resolvidas, acertei, errei', async () => {
    const a = await student();
    const [q1, q2, q3] = content.freeQs;
    // First q1 right, q2 wrong; then q2 right and q3 wrong: the latest answer counts.
    expect((await save(a, content.free.id, answersFor([q1!, q2!], 1))).status).toBe(201);
    expect((await save(a, content.free.id, [...answersFor([q2!], 1), ...answersFor([q3!], 0)])).status).toBe(201);

    const ids = async (tipo: string) =>
      (
        (await (await select(a, { materiaId: content.free.id, quantidade: 50, tipo })).json()) as SelecaoResponse
      ).questoes
        .map((q) => q.id)
        .sort((x, y) => x - y);
    expect(await ids('resolvidas')).toEqual([q1!.id, q2!.id, q3!.id].sort((x, y) => x - y));
    expect(await ids('acertei')).toEqual([q1!.id, q2!.id].sort((x, y) => x - y));
    expect(await ids('errei')).toEqual([q3!.id]);
    const open = await ids('nao_resolvidas');
    expect(open).toHaveLength(9);
    expect(open).not.toContain(q1!.id);

    // Another student's history does not leak into this one's filters.
    const other = await student();
    const otherOpen = (await (
      await select(other, { materiaId: content.free.id, quantidade: 50, tipo: 'nao_resolvidas' })
    ).json()) as SelecaoResponse;
    expect(otherOpen.questoes).toHaveLength(12);
  });

  it('tells why a selection is empty: no questions, all answered, nothing for the filters', async () => {
    const a = await student();
    const vazia = (await (await select(a, { materiaId: content.vazia.id })).json()) as SelecaoResponse;
    expect(vazia).toMatchObject({ questoes: [], vazio: 'sem_questoes' });

    expect((await save(a, content.free.id, answersFor(content.freeQs, 12))).status).toBe(201);
    const done = (await (
      await select(a, { materiaId: content.free.id, tipo: 'nao_resolvidas' })
    ).json()) as SelecaoResponse;
    expect(done).toMatchObject({ questoes: [], vazio: 'todas_respondidas' });
    const errei = (await (await select(a, { materiaId: content.free.id, tipo: 'errei' })).json()) as SelecaoResponse;
    expect(errei).toMatchObject({ questoes: [], vazio: 'sem_questoes_filtro' });
  });
});

describe('saving a simulado', () => {
  it('grades on the server and ignores forged correta and nota', async () => {
    const a = await student();
    const qs = content.freeQs.slice(0, 4);
    const respostas = answersFor(qs, 1).map((r) => ({ ...r, correta: true, nota: 10 }));
    const res = await a.post('/api/simulados', {
      clientKey: randomUUID(),
      materiaId: content.free.id,
      respostas,
      nota: 10,
      acertos: 4,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const r = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(r).toMatchObject({ nota: 2.5, acertos: 1, questoesRespondidas: 4 });
    expect(r.questoes.map((q) => q.correta)).toEqual([true, false, false, false]);
    expect(r.questoes[1]).toMatchObject({
      resposta: wrongLetter(qs[1]!.respostaCorreta),
      respostaCorreta: qs[1]!.respostaCorreta,
    });
  });

  it('returns the same simulado for a retried save and writes nothing more, even when retries race', async () => {
    const a = await student();
    const clientKey = randomUUID();
    const respostas = answersFor(content.freeQs.slice(0, 5), 3);
    const first = await save(a, content.free.id, respostas, clientKey);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const again = await save(a, content.free.id, respostas, clientKey);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });

    const raceKey = randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => save(a, content.free.id, respostas, raceKey)));
    const raceIds = new Set(await Promise.all(raced.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(raceIds.size).toBe(1);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 201]);

    const rows = await t.db.select({ n: count() }).from(respostasUsuario).where(eq(respostasUsuario.simuladoId, id));
    expect(Number(rows[0]?.n)).toBe(5);
  });

  it('answers a retry with the save that landed even when its answers would be refused now; a new key is refused', async () => {
    const a = await student();
    const clientKey = randomUUID();
    const moved = content.freeQs[0]!;
    const respostas = answersFor(content.freeQs.slice(0, 3), 2);
    const first = await save(a, content.free.id, respostas, clientKey);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    // An admin moves one of its questions to another subject while the response is lost on the way.
    await t.db.update(questoes).set({ materiaId: content.premium.id }).where(eq(questoes.id, moved.id));
    try {
      const again = await save(a, content.free.id, respostas, clientKey);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ id });
      const fresh = await save(a, content.free.id, respostas);
      expect(fresh.status).toBe(400);
      // Another student with the same key is refused too: the key is looked up among their own saves only.
      const other = await save(await student(), content.free.id, respostas, clientKey);
      expect(other.status).toBe(400);
      expect(await other.json()).toMatchObject({ message: messages.questaoForaDaMateria });
      expect(await fresh.json()).toMatchObject({ message: messages.questaoForaDaMateria });
      const [mine] = await t.db.select({ n: count() }).from(simulados).where(eq(simulados.clientKey, clientKey));
      expect(Number(mine?.n)).toBe(1);
      expect(((await (await a.get('/api/simulados')).json()) as HistoricoPage).itens).toHaveLength(1);
    } finally {
      await t.db.update(questoes).set({ materiaId: content.free.id }).where(eq(questoes.id, moved.id));
    }
  });

  it('refuses a question of another subject and writes nothing', async () => {
    const a = await student(true);
    const mixed = [...answersFor(content.freeQs.slice(0, 2), 2), ...answersFor(content.premiumQs.slice(0, 1), 1)];
    const res = await save(a, content.free.id, mixed);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: messages.questaoForaDaMateria });
    expect(((await (await a.get('/api/simulados')).json()) as HistoricoPage).itens).toEqual([]);
  });

  it('refuses empty, repeated, malformed and oversized answers with pt-BR messages', async () => {
    const a = await student();
    const q = content.freeQs[0]!;
    const empty = await save(a, content.free.id, []);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Confira ao menos uma questão antes de finalizar.' });
    const repeated = await save(a, content.free.id, [
      { questaoId: q.id, resposta: 'A' },
      { questaoId: q.id, resposta: 'B' },
    ]);
    expect(await repeated.json()).toMatchObject({ message: 'Questão repetida no simulado.' });
    expect((await save(a, content.free.id, [{ questaoId: q.id, resposta: 'F' }])).status).toBe(400);
    expect(
      (
        await a.post('/api/simulados', {
          clientKey: 'nao-e-uuid',
          materiaId: content.free.id,
          respostas: [{ questaoId: q.id, resposta: 'A' }],
        })
      ).status,
    ).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ questaoId: i + 1, resposta: 'A' }));
    expect((await save(a, content.free.id, tooMany)).status).toBe(400);
  });

  it('records which answers were peeked at', async () => {
    const a = await student();
    const [q1, q2] = content.freeQs;
    const res = await save(a, content.free.id, [
      { questaoId: q1!.id, resposta: q1!.respostaCorreta, espiada: true },
      { questaoId: q2!.id, resposta: q2!.respostaCorreta },
    ]);
    const { id } = (await res.json()) as { id: number };
    const r = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(r.questoes.map((q) => q.espiada)).toEqual([true, false]);
  });
});

describe('results and history belong to their owner', () => {
  it('answers 404 for another user’s simulado, and lists only one’s own, newest first', async () => {
    const owner = await student();
    const intruder = await student();
    const first = (await (await save(owner, content.free.id, answersFor(content.freeQs.slice(0, 2), 2))).json()) as {
      id: number;
    };
    const second = (await (await save(owner, content.free.id, answersFor(content.freeQs.slice(2, 6), 1))).json()) as {
      id: number;
    };

    const peek = await intruder.get(`/api/simulados/${first.id}`);
    expect(peek.status).toBe(404);
    expect(await peek.json()).toMatchObject({ message: messages.simuladoNotFound });
    expect((await intruder.get('/api/simulados/abc')).status).toBe(400);

    const history = ((await (await owner.get('/api/simulados')).json()) as HistoricoPage).itens;
    expect(history.map((h) => h.id)).toEqual([second.id, first.id]);
    expect(history[0]).toMatchObject({
      nota: 2.5,
      acertos: 1,
      questoesRespondidas: 4,
      materiaNome: 'Gratuita Teste',
      moduloNome: 'Básico',
    });
    expect(((await (await intruder.get('/api/simulados')).json()) as HistoricoPage).itens).toEqual([]);
  });

  it('clears only one’s own history, answers first, and says when there was nothing', async () => {
    const owner = await student();
    const other = await student();
    await save(owner, content.free.id, answersFor(content.freeQs.slice(0, 3), 2));
    await save(owner, content.free.id, answersFor(content.freeQs.slice(3, 5), 1));
    const kept = (await (await save(other, content.free.id, answersFor(content.freeQs.slice(0, 2), 1))).json()) as {
      id: number;
    };

    expect(await (await owner.delete('/api/simulados')).json()).toEqual({ excluidos: 2 });
    expect(((await (await owner.get('/api/simulados')).json()) as HistoricoPage).resumo.total).toBe(0);
    expect(await (await owner.delete('/api/simulados')).json()).toEqual({ excluidos: 0 });
    // Cleared answers no longer count as resolved.
    const open = (await (
      await select(owner, { materiaId: content.free.id, quantidade: 50, tipo: 'nao_resolvidas' })
    ).json()) as SelecaoResponse;
    expect(open.questoes).toHaveLength(12);

    expect((await other.get(`/api/simulados/${kept.id}`)).status).toBe(200);
  });
});
