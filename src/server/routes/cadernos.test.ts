import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  ANOTACAO_MAX,
  CADERNO_PAGE_SIZE,
  CADERNO_QUESTOES_MAX,
  CADERNOS_MAX,
  cadernoMessages,
  type Anotacao,
  type Caderno,
  type CadernoPage,
  type CadernoSimulado,
  type CadernosList,
} from '../../shared/schemas/cadernos.js';
import type { HistoricoPage, Resultado } from '../../shared/schemas/simulados.js';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import { anotacoes, cadernoQuestoes, cadernos, materias, questoes, simulados, users } from '../db/schema.js';
import { createContent, setSubscription } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Issue 33 §6: a student's cadernos of saved questions, playing one as a simulado, and 'Minhas anotações'.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db, 30);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student({ assinante = false } = {}) {
  const email = `cadernos${++n}@example.com`;
  const agent = await t.signUp({ email });
  if (assinante) await setSubscription(t.db, email, new Date(Date.now() + YEAR_MS));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { agent, email, id: row!.id };
}
type Student = Awaited<ReturnType<typeof student>>;

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function criar(s: Student, nome: string): Promise<Caderno> {
  const res = await s.agent.post('/api/cadernos', { nome });
  expect(res.status).toBe(201);
  return body<Caderno>(res);
}

async function salvar(s: Student, cadernoId: number, questaoId: number) {
  return s.agent.post(`/api/cadernos/${cadernoId}/questoes`, { questaoId });
}

async function expectRefusal(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await body<{ message: string }>(res)).message).toBe(message);
}

const cadernosOf = (userId: string) => t.db.select().from(cadernos).where(eq(cadernos.userId, userId));

describe('refusals', () => {
  it('refuses anonymous requests on every endpoint (401, pt-BR)', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/cadernos'),
      await anon.post('/api/cadernos', { nome: 'X' }),
      await anon.get('/api/cadernos/1'),
      await anon.patch('/api/cadernos/1', { nome: 'X' }),
      await anon.delete('/api/cadernos/1'),
      await anon.get('/api/cadernos/1/simulado'),
      await anon.post('/api/cadernos/1/questoes', { questaoId: 1 }),
      await anon.delete('/api/cadernos/1/questoes/1'),
      await anon.get('/api/anotacoes/1'),
      await anon.put('/api/anotacoes/1', { texto: 'x' }),
      await anon.delete('/api/anotacoes/1'),
    ]) {
      await expectRefusal(res, 401, messages.notAuthenticated);
    }
  });

  it("answers 404 for another student's caderno on every endpoint, and changes nothing", async () => {
    const a = await student();
    const b = await student();
    const caderno = await criar(a, 'Português');
    expect((await salvar(a, caderno.id, content.freeQs[0]!.id)).status).toBe(201);
    const other = `/api/cadernos/${caderno.id}`;
    for (const res of [
      await b.agent.get(other),
      await b.agent.patch(other, { nome: 'Meu agora' }),
      await b.agent.delete(other),
      await b.agent.get(`${other}/simulado`),
      await salvar(b, caderno.id, content.freeQs[1]!.id),
      await b.agent.delete(`${other}/questoes/${content.freeQs[0]!.id}`),
      await b.agent.get('/api/cadernos/999999'),
    ]) {
      await expectRefusal(res, 404, cadernoMessages.notFound);
    }
    const [row] = await cadernosOf(a.id);
    expect(row).toMatchObject({ nome: 'Português', questoes: 1 });
    expect(await body<CadernosList>(await b.agent.get('/api/cadernos'))).toEqual({ cadernos: [] });
  });

  it('refuses a bad name with its pt-BR message (400) and writes nothing', async () => {
    const a = await student();
    const cases: Array<[unknown, string]> = [
      [{ nome: '' }, cadernoMessages.nomeObrigatorio],
      [{ nome: '   ' }, cadernoMessages.nomeObrigatorio],
      [{}, cadernoMessages.nomeObrigatorio],
      [{ nome: 42 }, cadernoMessages.nomeObrigatorio],
      [{ nome: 'x'.repeat(81) }, cadernoMessages.nomeLongo],
    ];
    for (const [input, message] of cases) {
      const res = await a.agent.post('/api/cadernos', input);
      expect(res.status).toBe(400);
      const b = await body<{ message: string; fields: Record<string, string> }>(res);
      expect(b.message).toBe(message);
      expect(b.fields).toEqual({ nome: message });
    }
    expect(await cadernosOf(a.id)).toEqual([]);
    // 80 characters once trimmed is fine.
    expect((await criar(a, ` ${'y'.repeat(80)} `)).nome).toBe('y'.repeat(80));
  });

  it('refuses a second caderno of the same name in any case (409), on create and rename', async () => {
    const a = await student();
    const b = await student();
    await criar(a, 'Direito Penal');
    await expectRefusal(
      await a.agent.post('/api/cadernos', { nome: 'direito penal ' }),
      409,
      cadernoMessages.nomeDuplicado,
    );
    const outro = await criar(a, 'Outro');
    await expectRefusal(
      await a.agent.patch(`/api/cadernos/${outro.id}`, { nome: 'DIREITO PENAL' }),
      409,
      cadernoMessages.nomeDuplicado,
    );
    // Another student may use the name; a caderno may change its own name's case.
    await criar(b, 'Direito Penal');
    const renamed = await a.agent.patch(`/api/cadernos/${outro.id}`, { nome: 'OUTRO' });
    expect(renamed.status).toBe(200);
    expect((await cadernosOf(a.id)).map((c) => c.nome).sort()).toEqual(['Direito Penal', 'OUTRO']);
  });

  it('refuses a 101st caderno with a clear message', async () => {
    const a = await student();
    await t.db
      .insert(cadernos)
      .values(Array.from({ length: CADERNOS_MAX - 1 }, (_, i) => ({ userId: a.id, nome: `Caderno ${i}` })));
    await criar(a, 'O centésimo');
    await expectRefusal(await a.agent.post('/api/cadernos', { nome: 'Mais um' }), 409, cadernoMessages.limiteCadernos);
    expect(cadernoMessages.limiteCadernos).toMatch(/^Você já tem 100 cadernos/);
    expect(await cadernosOf(a.id)).toHaveLength(CADERNOS_MAX);
  });

  it('refuses a question past 5,000 in a caderno, but saving one already there is fine', async () => {
    const a = await student();
    const caderno = await criar(a, 'Cheio');
    const q = content.freeQs[0]!;
    expect((await salvar(a, caderno.id, q.id)).status).toBe(201);
    // Filled up to the limit (ids of no question: a caderno keeps deleted questions too).
    await t.db.execute(sql`insert into caderno_questoes (caderno_id, questao_id)
      select ${caderno.id}, 900000 + g from generate_series(1, ${CADERNO_QUESTOES_MAX - 1}) g`);
    await t.db.update(cadernos).set({ questoes: CADERNO_QUESTOES_MAX }).where(eq(cadernos.id, caderno.id));

    await expectRefusal(await salvar(a, caderno.id, content.freeQs[1]!.id), 409, cadernoMessages.cadernoCheio);
    expect(cadernoMessages.cadernoCheio).toContain('5.000');
    expect((await salvar(a, caderno.id, q.id)).status).toBe(200);
    const [row] = await t.db.select().from(cadernos).where(eq(cadernos.id, caderno.id));
    expect(row!.questoes).toBe(CADERNO_QUESTOES_MAX);
  });

  it('refuses a premium question to a non-subscriber (403) and a question that does not exist (404)', async () => {
    const a = await student();
    const caderno = await criar(a, 'Premium');
    await expectRefusal(await salvar(a, caderno.id, content.premiumQs[0]!.id), 403, messages.subscribersOnly);
    await expectRefusal(await salvar(a, caderno.id, 999999), 404, messages.questaoNotFound);
    for (const questaoId of [0, -1, 1.5, 'abc', null, 99999999999]) {
      const res = await salvar(a, caderno.id, questaoId as number);
      await expectRefusal(res, 400, cadernoMessages.questaoInvalida);
    }
    expect(await t.db.select().from(cadernoQuestoes).where(eq(cadernoQuestoes.cadernoId, caderno.id))).toEqual([]);
    expect((await cadernosOf(a.id))[0]!.questoes).toBe(0);
  });

  it('refuses bad ids in the path (400)', async () => {
    const a = await student();
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await a.agent.get(`/api/cadernos/${bad}`)).status).toBe(400);
      expect((await a.agent.delete(`/api/cadernos/1/questoes/${bad}`)).status).toBe(400);
      expect((await a.agent.put(`/api/anotacoes/${bad}`, { texto: 'x' })).status).toBe(400);
    }
    expect((await a.agent.get('/api/cadernos/1?apos=ontem')).status).toBe(400);
    expect((await a.agent.get('/api/cadernos/1/simulado?ordem=qualquer')).status).toBe(400);
  });
});

describe('a caderno', () => {
  it('is listed with its count, opened newest first in pages, renamed and deleted', async () => {
    const a = await student();
    const caderno = await criar(a, 'Revisar');
    const ids = content.freeQs.slice(0, CADERNO_PAGE_SIZE + 3).map((q) => q.id);
    for (const id of ids) expect((await salvar(a, caderno.id, id)).status).toBe(201);
    // Saving again changes nothing.
    expect(await body<{ adicionada: boolean }>(await salvar(a, caderno.id, ids[0]!))).toEqual({ adicionada: false });

    const list = await body<CadernosList>(await a.agent.get('/api/cadernos'));
    expect(list.cadernos).toEqual([expect.objectContaining({ id: caderno.id, nome: 'Revisar', questoes: ids.length })]);

    const first = await body<CadernoPage>(await a.agent.get(`/api/cadernos/${caderno.id}`));
    expect(first.caderno.questoes).toBe(ids.length);
    expect(first.itens).toHaveLength(CADERNO_PAGE_SIZE);
    expect(first.itens[0]).toMatchObject({
      questaoId: ids.at(-1),
      indisponivel: null,
      materiaNome: content.free.nome,
      tipo: 'multipla5',
      fonte: { banca: null, orgao: null, ano: null, cargo: null },
    });
    expect(first.itens[0]!.trecho).toMatch(/^Questão \d+ da matéria/);
    const second = await body<CadernoPage>(
      await a.agent.get(`/api/cadernos/${caderno.id}?apos=${encodeURIComponent(first.proximo!)}`),
    );
    expect(second.proximo).toBeNull();
    expect([...first.itens, ...second.itens].map((i) => i.questaoId)).toEqual([...ids].reverse());

    expect((await a.agent.delete(`/api/cadernos/${caderno.id}/questoes/${ids[0]}`)).status).toBe(204);
    expect((await a.agent.delete(`/api/cadernos/${caderno.id}/questoes/${ids[0]}`)).status).toBe(204);
    expect((await cadernosOf(a.id))[0]!.questoes).toBe(ids.length - 1);

    const renamed = await a.agent.patch(`/api/cadernos/${caderno.id}`, { nome: '  Revisar amanhã ' });
    expect(await body<Caderno>(renamed)).toMatchObject({ nome: 'Revisar amanhã', questoes: ids.length - 1 });

    expect((await a.agent.delete(`/api/cadernos/${caderno.id}`)).status).toBe(204);
    expect(await cadernosOf(a.id)).toEqual([]);
    expect(await t.db.select().from(cadernoQuestoes).where(eq(cadernoQuestoes.cadernoId, caderno.id))).toEqual([]);
  });

  it('shows a question the student may no longer open as unavailable instead of dropping it', async () => {
    const a = await student({ assinante: true });
    const [materia] = await t.db
      .insert(materias)
      .values({ nome: `Vira premium ${n}`, moduloId: content.modulo.id, tipo: 'teorica', isFree: true })
      .returning();
    const made = await t.db
      .insert(questoes)
      .values(
        [1, 2].map((i) => ({
          materiaId: materia!.id,
          enunciado: `<p>Some ${i}</p>`,
          alternativaA: 'A',
          alternativaB: 'B',
          alternativaC: 'C',
          alternativaD: 'D',
          alternativaE: 'E',
          respostaCorreta: 'A' as const,
        })),
      )
      .returning({ id: questoes.id });
    const caderno = await criar(a, 'Mudanças');
    for (const q of [content.premiumQs[0]!, made[0]!, made[1]!]) {
      expect((await salvar(a, caderno.id, q.id)).status).toBe(201);
    }
    // The subscription ends; an admin deletes a question.
    await setSubscription(t.db, a.email, null);
    await t.db.delete(questoes).where(eq(questoes.id, made[1]!.id));

    const page = await body<CadernoPage>(await a.agent.get(`/api/cadernos/${caderno.id}`));
    expect(page.itens.map((i) => [i.questaoId, i.indisponivel])).toEqual([
      [made[1]!.id, 'removida'],
      [made[0]!.id, null],
      [content.premiumQs[0]!.id, 'assinatura'],
    ]);
    expect(page.itens[0]).toMatchObject({ trecho: null, materiaNome: null, fonte: null });
    expect(page.itens[2]).toMatchObject({ trecho: null, materiaNome: content.premium.nome });

    // Playing it takes only what the student may open.
    const play = await body<CadernoSimulado>(await a.agent.get(`/api/cadernos/${caderno.id}/simulado?ordem=recentes`));
    expect(play.questoes.map((q) => q.id)).toEqual([made[0]!.id]);
    expect(play.indisponiveis).toBe(2);
    expect(play.questoes[0]).toMatchObject({ respostaCorreta: 'A', alternativas: { A: 'A', E: 'E' } });

    // The unavailable ones can still be taken out.
    expect((await a.agent.delete(`/api/cadernos/${caderno.id}/questoes/${made[1]!.id}`)).status).toBe(204);
    expect((await cadernosOf(a.id))[0]!.questoes).toBe(2);
  });

  it('with nothing the student may play answers 422 with a pt-BR message', async () => {
    const a = await student();
    const caderno = await criar(a, 'Vazio');
    await expectRefusal(await a.agent.get(`/api/cadernos/${caderno.id}/simulado`), 422, cadernoMessages.semQuestoes);
  });
});

describe("a caderno's simulado", () => {
  async function saveCaderno(s: Student, cadernoId: number | undefined, questaoIds: number[]) {
    return s.agent.post('/api/simulados', {
      clientKey: randomUUID(),
      tipo: 'caderno',
      ...(cadernoId === undefined ? {} : { cadernoId }),
      respostas: questaoIds.map((questaoId) => ({ questaoId, resposta: 'A' })),
    });
  }

  it("is refused without a caderno, with another student's, and with a premium question for a non-subscriber", async () => {
    const a = await student();
    const b = await student();
    const caderno = await criar(a, 'Meu');
    const before = await t.db.select({ id: simulados.id }).from(simulados);

    const sem = await saveCaderno(a, undefined, [content.freeQs[0]!.id]);
    expect(sem.status).toBe(400);
    expect((await body<{ message: string }>(sem)).message).toBe('Escolha o caderno do simulado.');
    await expectRefusal(await saveCaderno(b, caderno.id, [content.freeQs[0]!.id]), 404, cadernoMessages.notFound);
    await expectRefusal(await saveCaderno(a, caderno.id, [content.premiumQs[0]!.id]), 403, messages.subscribersOnly);
    expect(await t.db.select({ id: simulados.id }).from(simulados)).toEqual(before);
  });

  it('is saved with its caderno, and the results, history and dashboard name it', async () => {
    const a = await student();
    const caderno = await criar(a, 'Erros de Português');
    const qs = content.freeQs.slice(0, 3);
    for (const q of qs) await salvar(a, caderno.id, q.id);
    const play = await body<CadernoSimulado>(await a.agent.get(`/api/cadernos/${caderno.id}/simulado`));
    expect(play.caderno).toEqual({ id: caderno.id, nome: 'Erros de Português' });
    expect(play.questoes.map((q) => q.id).sort((x, y) => x - y)).toEqual(qs.map((q) => q.id));

    const res = await a.agent.post('/api/simulados', {
      clientKey: randomUUID(),
      tipo: 'caderno',
      cadernoId: caderno.id,
      respostas: qs.map((q) => ({ questaoId: q.id, resposta: q.respostaCorreta })),
    });
    expect(res.status).toBe(201);
    const { id } = await body<{ id: number }>(res);
    const [row] = await t.db.select().from(simulados).where(eq(simulados.id, id));
    expect(row).toMatchObject({ tipo: 'caderno', materiaId: null, cadernoId: caderno.id, nota: 10 });

    const resultado = await body<Resultado>(await a.agent.get(`/api/simulados/${id}`));
    expect(resultado).toMatchObject({
      tipo: 'caderno',
      materia: null,
      caderno: { id: caderno.id, nome: 'Erros de Português' },
    });
    const historico = await body<HistoricoPage>(await a.agent.get('/api/simulados'));
    expect(historico.itens[0]).toMatchObject({
      id,
      tipo: 'caderno',
      cadernoNome: 'Erros de Português',
      materiaId: null,
    });
    // Counted with the subject-less simulados: in the overall figures, in neither module.
    expect(historico.resumo).toMatchObject({ total: 1, totalQuestoes: 3 });
    const dashboard = await body<Dashboard>(await a.agent.get('/api/dashboard'));
    expect(dashboard.ultimosSimulados[0]).toMatchObject({ id, cadernoNome: 'Erros de Português', materia: null });
    expect(dashboard.estatisticas).toMatchObject({ simulados: 1, mediaGeral: 10, mediaBasico: null });

    // Deleting the caderno keeps the simulado, without a name.
    expect((await a.agent.delete(`/api/cadernos/${caderno.id}`)).status).toBe(204);
    const depois = await body<Resultado>(await a.agent.get(`/api/simulados/${id}`));
    expect(depois).toMatchObject({ tipo: 'caderno', caderno: null });
  });
});

describe('Minhas anotações', () => {
  it('keeps a private note per question: write, read, replace, empty deletes', async () => {
    const a = await student();
    const b = await student();
    const q = content.freeQs[5]!.id;
    expect(await body<Anotacao>(await a.agent.get(`/api/anotacoes/${q}`))).toEqual({ texto: null, updatedAt: null });
    const put = await a.agent.put(`/api/anotacoes/${q}`, { texto: '  Art. 5º, LXVIII: habeas corpus. ' });
    expect(put.status).toBe(200);
    expect((await body<Anotacao>(put)).texto).toBe('Art. 5º, LXVIII: habeas corpus.');
    expect((await body<Anotacao>(await a.agent.get(`/api/anotacoes/${q}`))).texto).toBe(
      'Art. 5º, LXVIII: habeas corpus.',
    );
    // Another student sees none of it, and their note is their own.
    expect((await body<Anotacao>(await b.agent.get(`/api/anotacoes/${q}`))).texto).toBeNull();
    await b.agent.put(`/api/anotacoes/${q}`, { texto: 'Minha' });
    await b.agent.delete(`/api/anotacoes/${q}`);
    expect((await body<Anotacao>(await a.agent.get(`/api/anotacoes/${q}`))).texto).toBe(
      'Art. 5º, LXVIII: habeas corpus.',
    );

    await a.agent.put(`/api/anotacoes/${q}`, { texto: 'Trocada' });
    expect((await body<Anotacao>(await a.agent.get(`/api/anotacoes/${q}`))).texto).toBe('Trocada');
    expect(await body<Anotacao>(await a.agent.put(`/api/anotacoes/${q}`, { texto: '   ' }))).toEqual({
      texto: null,
      updatedAt: null,
    });
    expect(await t.db.select().from(anotacoes).where(eq(anotacoes.userId, a.id))).toEqual([]);
  });

  it('refuses a note over 5,000 characters, a premium question for a non-subscriber and a missing question', async () => {
    const a = await student();
    const q = content.freeQs[6]!.id;
    const long = await a.agent.put(`/api/anotacoes/${q}`, { texto: 'x'.repeat(ANOTACAO_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await body<{ message: string; fields: Record<string, string> }>(long)).toMatchObject({
      message: cadernoMessages.anotacaoLonga,
      fields: { texto: cadernoMessages.anotacaoLonga },
    });
    await expectRefusal(await a.agent.put(`/api/anotacoes/${q}`, { texto: 7 }), 400, cadernoMessages.anotacaoInvalida);
    await expectRefusal(
      await a.agent.put(`/api/anotacoes/${content.premiumQs[0]!.id}`, { texto: 'x' }),
      403,
      messages.subscribersOnly,
    );
    await expectRefusal(await a.agent.get(`/api/anotacoes/${content.premiumQs[0]!.id}`), 403, messages.subscribersOnly);
    await expectRefusal(await a.agent.put('/api/anotacoes/999999', { texto: 'x' }), 404, messages.questaoNotFound);
    expect(await t.db.select().from(anotacoes).where(eq(anotacoes.userId, a.id))).toEqual([]);
    expect((await a.agent.put(`/api/anotacoes/${q}`, { texto: 'x'.repeat(ANOTACAO_MAX) })).status).toBe(200);
  });
});
