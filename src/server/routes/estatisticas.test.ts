import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { messages } from '../../shared/messages.js';
import type { AdminQuestao } from '../../shared/schemas/admin-questoes.js';
import {
  questaoEstatisticasSchema,
  simuladoEstatisticasSchema,
  suspeitasPageSchema,
  type QuestaoEstatisticas,
} from '../../shared/schemas/estatisticas.js';
import type { Resultado } from '../../shared/schemas/simulados.js';
import { questaoEstatisticas, questoes, users } from '../db/schema.js';

// What other students chose (issue 27 §1) through the API: refusals first, then what is counted (each
// student's first unpeeked answer, once), what a cleared history and a corrected key do to the counts,
// and the admin's 'Questões suspeitas'.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
  agents = await adminTestAgents(t, 'estat');
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const student = (subscriber = false) => signUpStudent(t, { prefix: 'estat', subscriber, nome: `Aluno Secreto ${++n}` });
type Agent = Awaited<ReturnType<typeof student>>;
type Resposta = { questaoId: number; resposta: string; espiada?: boolean };

async function save(a: Agent, materiaId: number, respostas: Resposta[]) {
  const res = await a.post('/api/simulados', { clientKey: randomUUID(), materiaId, respostas });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
async function stats(a: Agent, questaoId: number): Promise<QuestaoEstatisticas> {
  const res = await a.get(`/api/questoes/${questaoId}/estatisticas`);
  expect(res.status).toBe(200);
  return questaoEstatisticasSchema.parse(await res.json());
}
async function stored(questaoId: number) {
  const [row] = await t.db.select().from(questaoEstatisticas).where(eq(questaoEstatisticas.questaoId, questaoId));
  return row;
}

describe('refusals', () => {
  it('answers 401 to anonymous calls, before looking anything up', async () => {
    const anon = t.agent();
    for (const url of [
      `/api/questoes/${content.freeQs[0]!.id}/estatisticas`,
      '/api/questoes/999999/estatisticas',
      '/api/simulados/1/estatisticas',
      '/api/admin/questoes/suspeitas',
    ]) {
      expect((await anon.get(url)).status, url).toBe(401);
    }
  });

  it("refuses a premium question's statistics to a non-subscriber (403) and gives them to a subscriber", async () => {
    const q = content.premiumQs[0]!.id;
    const res = await (await student()).get(`/api/questoes/${q}/estatisticas`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: messages.subscribersOnly });
    expect((await stats(await student(true), q)).questaoId).toBe(q);
  });

  it('answers 404 for an unknown question and 400 for an id that is not one', async () => {
    const a = await student(true);
    const unknown = await a.get('/api/questoes/999999/estatisticas');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: messages.questaoNotFound });
    for (const bad of ['abc', '0', '-1', '1.5', '9999999999']) {
      expect((await a.get(`/api/questoes/${bad}/estatisticas`)).status, bad).toBe(400);
      expect((await a.get(`/api/simulados/${bad}/estatisticas`)).status, bad).toBe(400);
    }
  });

  it("answers 404 for another student's simulado, as for one that does not exist", async () => {
    const owner = await student();
    const id = await save(owner, content.free.id, [{ questaoId: content.freeQs[0]!.id, resposta: 'A' }]);
    const other = await (await student(true)).get(`/api/simulados/${id}/estatisticas`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: messages.simuladoNotFound });
    expect((await owner.get('/api/simulados/999999/estatisticas')).status).toBe(404);
    expect((await owner.get(`/api/simulados/${id}/estatisticas`)).status).toBe(200);
  });

  it("keeps 'Questões suspeitas' to admins and refuses a bad order", async () => {
    expect((await agents.student.get('/api/admin/questoes/suspeitas')).status).toBe(403);
    expect((await agents.subscriber.get('/api/admin/questoes/suspeitas')).status).toBe(403);
    for (const bad of ['ordem=nome', 'direcao=cima', 'page=0', 'page=x']) {
      const res = await agents.admin.get(`/api/admin/questoes/suspeitas?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});

describe('what a student sees', () => {
  it('tells only how many answered below 10 answers, and the shares from 10 on, with nobody named', async () => {
    const q = content.freeQs[1]!; // key B
    const choices = ['B', 'B', 'B', 'B', 'A', 'A', 'C', 'D', 'E', 'B'];
    const alunos: Agent[] = [];
    for (const [i, resposta] of choices.entries()) {
      const a = await student();
      alunos.push(a);
      await save(a, content.free.id, [{ questaoId: q.id, resposta }]);
      const seen = await stats(a, q.id);
      if (i < 9) {
        expect(seen).toEqual({
          questaoId: q.id,
          respostas: i + 1,
          acertos: null,
          percentualAcerto: null,
          marcadas: null,
          suficiente: false,
          recontadasDesde: null,
        });
      }
    }
    const res = await alunos[0]!.get(`/api/questoes/${q.id}/estatisticas`);
    const text = await res.text();
    expect(questaoEstatisticasSchema.parse(JSON.parse(text))).toEqual({
      questaoId: q.id,
      respostas: 10,
      acertos: 5,
      percentualAcerto: 50,
      marcadas: { A: 20, B: 50, C: 10, D: 10, E: 10 },
      suficiente: true,
      recontadasDesde: null,
    });
    // Only counts: no student's id, e-mail or name anywhere in the answer.
    const rows = await t.db.select({ id: users.id, email: users.email, nome: users.nome }).from(users);
    for (const u of rows) {
      expect(text).not.toContain(u.id);
      expect(text).not.toContain(u.email);
      expect(text).not.toContain(u.nome);
    }
    expect(text).not.toMatch(/Aluno|user|email|nome/i);

    // The results review reads every question of the simulado at once.
    const id = await save(alunos[0]!, content.free.id, [
      { questaoId: q.id, resposta: 'B' },
      { questaoId: content.freeQs[2]!.id, resposta: 'C' },
    ]);
    const batch = simuladoEstatisticasSchema.parse(
      await (await alunos[0]!.get(`/api/simulados/${id}/estatisticas`)).json(),
    );
    expect(batch.questoes.map((s) => s.questaoId)).toEqual([q.id, content.freeQs[2]!.id]);
    expect(batch.questoes[0]).toMatchObject({ respostas: 10, percentualAcerto: 50, suficiente: true });
    expect(batch.questoes[1]).toMatchObject({ respostas: 1, suficiente: false, marcadas: null });
  });
});

describe('what is counted', () => {
  it("counts a student's first unpeeked answer once: not a second simulado, not a peeked answer", async () => {
    const [q1, q2] = [content.freeQs[3]!, content.freeQs[4]!]; // keys D and E
    const a = await student();
    await save(a, content.free.id, [
      { questaoId: q1.id, resposta: wrongLetter(q1.respostaCorreta) },
      { questaoId: q2.id, resposta: q2.respostaCorreta, espiada: true },
    ]);
    expect(await stored(q1.id)).toMatchObject({ respostas: 1, acertos: 0, marcadasA: 1 });
    expect(await stored(q2.id)).toBeUndefined();

    // Again over both: q1 was already counted; q2's first unpeeked answer is this one.
    await save(a, content.free.id, [
      { questaoId: q1.id, resposta: q1.respostaCorreta },
      { questaoId: q2.id, resposta: 'C' },
    ]);
    expect(await stored(q1.id)).toMatchObject({ respostas: 1, acertos: 0, marcadasA: 1, marcadasD: 0 });
    expect(await stored(q2.id)).toMatchObject({ respostas: 1, acertos: 0, marcadasC: 1, marcadasE: 0 });

    // A third time changes nothing; another student adds theirs.
    await save(a, content.free.id, [{ questaoId: q2.id, resposta: 'E' }]);
    await save(await student(), content.free.id, [{ questaoId: q2.id, resposta: 'E' }]);
    expect(await stored(q2.id)).toMatchObject({ respostas: 2, acertos: 1, marcadasC: 1, marcadasE: 1 });
  });

  it("takes a student's first answers back out when they clear their history, and counts them anew after", async () => {
    const q = content.freeQs[5]!; // key A
    const [a, b] = [await student(), await student()];
    await save(a, content.free.id, [{ questaoId: q.id, resposta: 'A' }]);
    await save(b, content.free.id, [{ questaoId: q.id, resposta: 'C' }]);
    expect(await stored(q.id)).toMatchObject({ respostas: 2, acertos: 1, marcadasA: 1, marcadasC: 1 });

    expect((await a.delete('/api/simulados')).status).toBe(200);
    expect(await stored(q.id)).toMatchObject({ respostas: 1, acertos: 0, marcadasA: 0, marcadasC: 1 });

    await save(a, content.free.id, [{ questaoId: q.id, resposta: 'B' }]);
    expect(await stored(q.id)).toMatchObject({ respostas: 2, acertos: 0, marcadasB: 1, marcadasC: 1 });
  });

  it("resets a question's counts when the admin corrects its key, keeps past grades, and counts later answers", async () => {
    const q = content.freeQs[6]!; // key B
    const [a, b] = [await student(), await student()];
    const antes = await save(a, content.free.id, [{ questaoId: q.id, resposta: 'B' }]);
    await save(b, content.free.id, [{ questaoId: q.id, resposta: 'C' }]);
    expect(await stored(q.id)).toMatchObject({ respostas: 2, acertos: 1, recontadasDesde: null });

    // Editing anything but the key leaves the counts alone.
    const questao = (await (await agents.admin.get(`/api/admin/questoes/${q.id}`)).json()) as AdminQuestao;
    const input = {
      materiaId: questao.materiaId,
      aulaId: questao.aulaId,
      enunciado: questao.enunciado,
      imagemUrl: questao.imagemUrl ?? '',
      alternativaA: questao.alternativaA,
      alternativaB: questao.alternativaB,
      alternativaC: questao.alternativaC,
      alternativaD: questao.alternativaD,
      alternativaE: questao.alternativaE,
      respostaCorreta: questao.respostaCorreta,
    };
    expect((await agents.admin.put(`/api/admin/questoes/${q.id}`, { ...input, enunciado: '<p>Novo</p>' })).status).toBe(
      200,
    );
    expect(await stored(q.id)).toMatchObject({ respostas: 2, recontadasDesde: null });

    const before = Date.now();
    expect((await agents.admin.put(`/api/admin/questoes/${q.id}`, { ...input, respostaCorreta: 'C' })).status).toBe(
      200,
    );
    const reset = await stored(q.id);
    expect(reset).toMatchObject({ respostas: 0, acertos: 0, marcadasB: 0, marcadasC: 0 });
    expect(reset!.recontadasDesde!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const seen = await stats(a, q.id);
    expect(seen).toMatchObject({ respostas: 0, suficiente: false });
    expect(seen.recontadasDesde).toBe(reset!.recontadasDesde!.toISOString());

    // The past simulado keeps its grade (B was right then).
    const resultado = (await (await a.get(`/api/simulados/${antes}`)).json()) as Resultado;
    expect(resultado.nota).toBe(10);

    // A student who was counted before the reset is counted anew, once; clearing then takes out only that.
    await save(a, content.free.id, [{ questaoId: q.id, resposta: 'C' }]);
    await save(a, content.free.id, [{ questaoId: q.id, resposta: 'D' }]);
    expect(await stored(q.id)).toMatchObject({ respostas: 1, acertos: 1, marcadasC: 1, marcadasD: 0 });
    expect((await b.delete('/api/simulados')).status).toBe(200);
    expect(await stored(q.id)).toMatchObject({ respostas: 1, acertos: 1, marcadasC: 1 });
  });
});

describe("the admin's 'Questões suspeitas'", () => {
  it('lists questions with ≥ 30 answers under 20 % right or with a wrong alternative ahead, sortable', async () => {
    const qs = await t.db
      .insert(questoes)
      .values(
        ['A', 'B', 'C', 'D'].map((key, i) => ({
          materiaId: content.premium.id,
          enunciado: `<p>Suspeita ${i}</p>`,
          alternativaA: 'a',
          alternativaB: 'b',
          alternativaC: 'c',
          alternativaD: 'd',
          alternativaE: 'e',
          respostaCorreta: key as 'A' | 'B' | 'C' | 'D',
        })),
      )
      .returning({ id: questoes.id });
    const [baixa, errada, poucas, boa] = qs.map((q) => q.id) as [number, number, number, number];
    const row = (questaoId: number, marcadas: [number, number, number, number, number], acertos: number) => ({
      questaoId,
      respostas: marcadas.reduce((s, x) => s + x, 0),
      acertos,
      marcadasA: marcadas[0],
      marcadasB: marcadas[1],
      marcadasC: marcadas[2],
      marcadasD: marcadas[3],
      marcadasE: marcadas[4],
    });
    await t.db.insert(questaoEstatisticas).values([
      // key A, 5 of 40 right (12 %), C the most chosen wrong one.
      row(baixa, [5, 10, 15, 5, 5], 5),
      // key B, 40 % right but D chosen by 45 %.
      row(errada, [5, 40, 5, 45, 5], 40),
      // key C, only 29 answers, all wrong: not enough to judge.
      row(poucas, [29, 0, 0, 0, 0], 0),
      // key D, 60 % right.
      row(boa, [10, 5, 5, 60, 20], 60),
    ]);

    const page = suspeitasPageSchema.parse(await (await agents.admin.get('/api/admin/questoes/suspeitas')).json());
    expect(page.total).toBe(2);
    expect(page.itens.map((s) => s.id)).toEqual([errada, baixa]);
    expect(page.itens[0]).toMatchObject({
      materiaNome: 'Premium Teste',
      respostas: 100,
      percentualAcerto: 40,
      respostaCorreta: 'B',
      maisMarcadaErrada: { letra: 'D', percentual: 45 },
      motivos: ['errada_mais_marcada'],
      recontadasDesde: null,
    });
    expect(page.itens[1]).toMatchObject({
      respostas: 40,
      percentualAcerto: 13,
      maisMarcadaErrada: { letra: 'C', percentual: 38 },
      motivos: ['acerto_baixo', 'errada_mais_marcada'],
    });

    const byAcerto = suspeitasPageSchema.parse(
      await (await agents.admin.get('/api/admin/questoes/suspeitas?ordem=acerto')).json(),
    );
    expect(byAcerto.itens.map((s) => s.id)).toEqual([baixa, errada]);
    const byAcertoDesc = suspeitasPageSchema.parse(
      await (await agents.admin.get('/api/admin/questoes/suspeitas?ordem=acerto&direcao=desc')).json(),
    );
    expect(byAcertoDesc.itens.map((s) => s.id)).toEqual([errada, baixa]);

    // Correcting the key of one of them resets its counts: it leaves the list.
    const questao = (await (await agents.admin.get(`/api/admin/questoes/${errada}`)).json()) as AdminQuestao;
    const { id: _id, moduloId: _m, moduloNome: _mn, materiaNome: _n, aulaTitulo: _a, ...input } = questao;
    expect((await agents.admin.put(`/api/admin/questoes/${errada}`, { ...input, respostaCorreta: 'D' })).status).toBe(
      200,
    );
    const after = suspeitasPageSchema.parse(await (await agents.admin.get('/api/admin/questoes/suspeitas')).json());
    expect(after.itens.map((s) => s.id)).toEqual([baixa]);
    // Still listed as the other tests' questions never reach 30 answers.
    expect(after.total).toBe(1);
  });
});
