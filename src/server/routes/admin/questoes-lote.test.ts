import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { signUpStudent } from '../../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { LOTE_MAX, loteMessages, type LoteResultado } from '../../../shared/schemas/admin-questoes-lote.js';
import { questaoAdminMessages } from '../../../shared/schemas/admin-questoes.js';
import { rowsOf } from '../../db/client.js';
import { adminAuditoria, bancas, materias, questoes, questoesStatus, revisaoCartoes } from '../../db/schema.js';

// Bulk actions on the question bank (issue 34 §4) through POST /api/admin/questoes/lote.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;
let aluno: Awaited<ReturnType<typeof signUpStudent>>;

const LOTE = '/api/admin/questoes/lote';

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'lote');
  content = await createContent(t.db, 8);
  aluno = await signUpStudent(t, { prefix: 'lote-aluno' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function json<T = Record<string, unknown>>(res: Response) {
  return (await res.json()) as T;
}
const snapshot = () => t.db.select().from(questoes).orderBy(questoes.id);
const audit = () => t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidade, 'questao'));
const rowsOfIds = (ids: number[]) => t.db.select().from(questoes).where(inArray(questoes.id, ids)).orderBy(questoes.id);

/** The student answers these free questions in one simulado: the first right, the rest wrong. */
async function answer(ids: number[]) {
  const keys = await rowsOfIds(ids);
  const res = await aluno.post('/api/simulados', {
    clientKey: randomUUID(),
    materiaId: content.free.id,
    respostas: keys.map((q, i) => ({
      questaoId: q.id,
      resposta: i === 0 ? q.respostaCorreta : q.respostaCorreta === 'A' ? 'B' : 'A',
      espiada: false,
    })),
  });
  expect([200, 201]).toContain(res.status);
}

/** The kept per-subject counters equal a recount over questoes_status, which follows each question. */
async function countersMatchARecount() {
  const numbers = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => Object.values(r).map((v) => (typeof v === 'string' ? v : Number(v))));
  const kept = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select user_id, materia_id, respondidas, acertos from desempenho_materias
      where respondidas <> 0 or acertos <> 0 order by 1, 2`),
  );
  const fresh = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select qs.user_id, qs.materia_id, count(*)::int as respondidas,
             (count(*) filter (where qs.correta and not qs.espiada))::int as acertos
      from questoes_status qs group by 1, 2 order by 1, 2`),
  );
  expect(numbers(kept)).toEqual(numbers(fresh));
  const [stale] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(*)::int as n from questoes_status qs join questoes q on q.id = qs.questao_id
      where qs.materia_id <> q.materia_id`),
  );
  expect(Number(stale!.n)).toBe(0);
  return numbers(kept);
}

describe('refusals', () => {
  it('answers 401 to anonymous and 403 to a student and a subscriber, writing nothing', async () => {
    const before = await snapshot();
    const body = { ids: [content.freeQs[0]!.id], acao: { tipo: 'marcar', marca: 'anulada', valor: true } };
    expect((await agents.anonymous.post(LOTE, body)).status).toBe(401);
    expect((await agents.student.post(LOTE, body)).status).toBe(403);
    expect((await agents.subscriber.post(LOTE, body)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await audit()).toEqual([]);
  });

  it('refuses a bad body with a pt-BR message and writes nothing', async () => {
    const before = await snapshot();
    const ids = [content.freeQs[0]!.id];
    const noSelection = await agents.admin.post(LOTE, { acao: { tipo: 'excluir' } });
    expect(noSelection.status).toBe(400);
    expect(await json(noSelection)).toMatchObject({ message: loteMessages.semSelecao });
    const badAction = await agents.admin.post(LOTE, { ids, acao: { tipo: 'explodir' } });
    expect(badAction.status).toBe(400);
    expect(await json(badAction)).toMatchObject({ message: loteMessages.acaoInvalida });
    const noField = await agents.admin.post(LOTE, { ids, acao: { tipo: 'fonte' } });
    expect(await json(noField)).toMatchObject({ message: loteMessages.nenhumCampo });
    const outsideAula = await agents.admin.post(LOTE, {
      ids,
      acao: { tipo: 'mover', materiaId: content.premium.id, aulaId: content.aulas.aula1.id },
    });
    expect(outsideAula.status).toBe(400);
    expect(await json(outsideAula)).toMatchObject({ message: questaoAdminMessages.aulaForaDaMateria });
    const pratica = await agents.admin.post(LOTE, { ids, acao: { tipo: 'mover', materiaId: content.pratica.id } });
    expect(pratica.status).toBe(400);
    const noBanca = await agents.admin.post(LOTE, { ids, acao: { tipo: 'fonte', bancaId: 999_999 } });
    expect(noBanca.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await audit()).toEqual([]);
  });

  it('refuses more than 20,000 questions, by ids and by filter, naming the limit', async () => {
    expect(loteMessages.grande).toContain('20.000');
    const ids = Array.from({ length: LOTE_MAX + 1 }, (_, i) => i + 1);
    const byIds = await agents.admin.post(LOTE, { ids, acao: { tipo: 'excluir' } });
    expect(byIds.status).toBe(400);
    expect(await json(byIds)).toMatchObject({ message: loteMessages.grande });

    const [grande] = await t.db
      .insert(materias)
      .values({ nome: 'Matéria Grande', moduloId: content.modulo.id, tipo: 'teorica', isFree: true })
      .returning();
    await t.db.execute(sql`
      insert into questoes (materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d,
                            alternativa_e, resposta_correta)
      select ${grande!.id}, '<p>Q ' || g || '</p>', 'a', 'b', 'c', 'd', 'e', 'A' from generate_series(1, ${LOTE_MAX + 1}) g`);
    const byFilter = await agents.admin.post(LOTE, {
      filtro: { materiaId: grande!.id },
      acao: { tipo: 'marcar', marca: 'desatualizada', valor: true },
    });
    expect(byFilter.status).toBe(400);
    expect(await json(byFilter)).toMatchObject({ code: 'QUESTOES_LOTE_GRANDE', message: loteMessages.grande });
    const [marked] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from questoes where desatualizada`),
    );
    expect(Number(marked!.n)).toBe(0);
    await t.db.delete(questoes).where(eq(questoes.materiaId, grande!.id));
    expect(await audit()).toEqual([]);
  }, 120_000);
});

describe('actions', () => {
  it('moves answered questions by ids and back by filter, keeping the students’ counters and auditing each', async () => {
    const moved = [content.freeQs[0]!.id, content.freeQs[1]!.id, content.freeQs[2]!.id];
    await answer(moved.slice(0, 2));
    await countersMatchARecount();
    const acao = { tipo: 'mover', materiaId: content.premium.id, aulaId: null };

    const previa = await agents.admin.post(LOTE, { ids: moved, acao, previa: true });
    expect(await json<LoteResultado>(previa)).toEqual({ total: 3, previa: true });
    expect((await rowsOfIds(moved)).map((q) => q.materiaId)).toEqual(Array(3).fill(content.free.id));

    const res = await agents.admin.post(LOTE, { ids: moved, acao });
    expect(res.status).toBe(200);
    expect(await json<LoteResultado>(res)).toEqual({ total: 3, previa: false });
    expect((await rowsOfIds(moved)).map((q) => [q.materiaId, q.aulaId])).toEqual(
      Array(3).fill([content.premium.id, null]),
    );
    const counters = await countersMatchARecount();
    expect(counters).toEqual([[aluno.userId, content.premium.id, 2, 1]]);
    const status = await t.db.select().from(questoesStatus).where(inArray(questoesStatus.questaoId, moved));
    expect(status.map((s) => s.materiaId)).toEqual([content.premium.id, content.premium.id]);
    // The review cards follow too (one is written here for a moved question nobody answered).
    await t.db.insert(revisaoCartoes).values({
      userId: aluno.userId,
      questaoId: moved[2]!,
      materiaId: content.premium.id,
      due: new Date(),
      stability: 1,
      difficulty: 5,
    });
    const rows = (await audit()).filter((a) => moved.map(String).includes(a.entidadeId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ acao: 'update', userId: agents.adminId });
      expect(row.antes).toMatchObject({ materiaId: content.free.id });
      expect(row.depois).toMatchObject({ materiaId: content.premium.id, aulaId: null });
    }

    // Back by the list's filter: every question of the premium subject whose statement says 'matéria'.
    const premiumTotal = (await t.db.select().from(questoes).where(eq(questoes.materiaId, content.premium.id))).length;
    const filtro = { materiaId: content.premium.id, q: 'questão' };
    const back = { tipo: 'mover', materiaId: content.free.id, aulaId: content.aulas.aula2.id };
    const previaFiltro = await agents.admin.post(LOTE, { filtro, acao: back, previa: true });
    expect(await json<LoteResultado>(previaFiltro)).toEqual({ total: premiumTotal, previa: true });
    const backRes = await agents.admin.post(LOTE, { filtro, acao: back });
    expect(await json<LoteResultado>(backRes)).toEqual({ total: premiumTotal, previa: false });
    expect(await t.db.select().from(questoes).where(eq(questoes.materiaId, content.premium.id))).toEqual([]);
    expect((await rowsOfIds(moved)).map((q) => q.aulaId)).toEqual(Array(3).fill(content.aulas.aula2.id));
    expect(await countersMatchARecount()).toEqual([[aluno.userId, content.free.id, 2, 1]]);
    const cards = await t.db.select().from(revisaoCartoes).where(inArray(revisaoCartoes.questaoId, moved));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.materiaId === content.free.id)).toBe(true);
    expect(cards.some((c) => c.questaoId === moved[2])).toBe(true);
  });

  it('sets and clears banca, ano and cargo, changing only the fields sent', async () => {
    const ids = [content.freeQs[3]!.id, content.freeQs[4]!.id];
    const [banca] = await t.db.insert(bancas).values({ nome: 'Lote Banca' }).returning();
    await t.db.update(questoes).set({ orgao: 'PM-SP' }).where(eq(questoes.id, ids[0]!));
    const set = await agents.admin.post(LOTE, {
      ids,
      acao: { tipo: 'fonte', bancaId: banca!.id, ano: 2020, cargo: 'Soldado' },
    });
    expect(await json<LoteResultado>(set)).toEqual({ total: 2, previa: false });
    expect((await rowsOfIds(ids)).map((q) => [q.bancaId, q.ano, q.cargo, q.orgao])).toEqual([
      [banca!.id, 2020, 'Soldado', 'PM-SP'],
      [banca!.id, 2020, 'Soldado', null],
    ]);
    const clear = await agents.admin.post(LOTE, { ids, acao: { tipo: 'fonte', bancaId: null, cargo: '' } });
    expect(await json<LoteResultado>(clear)).toEqual({ total: 2, previa: false });
    expect((await rowsOfIds(ids)).map((q) => [q.bancaId, q.ano, q.cargo, q.orgao])).toEqual([
      [null, 2020, null, 'PM-SP'],
      [null, 2020, null, null],
    ]);
    // Nothing left to change: nothing counted, nothing audited.
    const auditBefore = (await audit()).length;
    const again = await agents.admin.post(LOTE, { ids, acao: { tipo: 'fonte', bancaId: null } });
    expect(await json<LoteResultado>(again)).toEqual({ total: 0, previa: false });
    expect(await audit()).toHaveLength(auditBefore);
  });

  it('marks and unmarks Anulada (the note goes with the mark) and Desatualizada', async () => {
    const ids = [content.freeQs[5]!.id, content.freeQs[6]!.id];
    await t.db.update(questoes).set({ anulada: true, anuladaNota: 'Duas certas' }).where(eq(questoes.id, ids[0]!));
    const mark = await agents.admin.post(LOTE, { ids, acao: { tipo: 'marcar', marca: 'anulada', valor: true } });
    expect(await json<LoteResultado>(mark)).toEqual({ total: 1, previa: false });
    expect((await rowsOfIds(ids)).map((q) => [q.anulada, q.anuladaNota])).toEqual([
      [true, 'Duas certas'],
      [true, null],
    ]);
    const unmark = await agents.admin.post(LOTE, { ids, acao: { tipo: 'marcar', marca: 'anulada', valor: false } });
    expect(await json<LoteResultado>(unmark)).toEqual({ total: 2, previa: false });
    expect((await rowsOfIds(ids)).map((q) => [q.anulada, q.anuladaNota])).toEqual([
      [false, null],
      [false, null],
    ]);
    await agents.admin.post(LOTE, { ids, acao: { tipo: 'marcar', marca: 'desatualizada', valor: true } });
    expect((await rowsOfIds(ids)).map((q) => q.desatualizada)).toEqual([true, true]);
  });

  it('refuses a delete that reaches a question in use, deleting nothing, then deletes the unused ones', async () => {
    const answered = content.freeQs[0]!.id;
    const [spare] = await t.db
      .insert(questoes)
      .values({
        materiaId: content.vazia.id,
        enunciado: '<p>Sobra</p>',
        alternativaA: 'a',
        alternativaB: 'b',
        alternativaC: 'c',
        alternativaD: 'd',
        alternativaE: 'e',
        respostaCorreta: 'A',
      })
      .returning();
    const ids = [answered, spare!.id];
    const previa = await agents.admin.post(LOTE, { ids, acao: { tipo: 'excluir' }, previa: true });
    expect(await json<LoteResultado>(previa)).toEqual({ total: 2, previa: true, emUso: 1 });

    const before = await snapshot();
    const auditBefore = (await audit()).length;
    const refused = await agents.admin.post(LOTE, { ids, acao: { tipo: 'excluir' } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      code: 'QUESTAO_EM_USO',
      message:
        'Nenhuma questão foi excluída: 1 questão selecionada está em uso (1 resposta de aluno e 1 marcação de questão resolvida). Desmarque-as ou edite-as em vez de excluí-las.',
    });
    expect(await snapshot()).toEqual(before);
    expect(await audit()).toHaveLength(auditBefore);

    const deleted = await agents.admin.post(LOTE, {
      filtro: { materiaId: content.vazia.id },
      acao: { tipo: 'excluir' },
    });
    expect(await json<LoteResultado>(deleted)).toEqual({ total: 1, previa: false });
    expect(await rowsOfIds([spare!.id])).toEqual([]);
    const [row] = (await audit()).filter((a) => a.entidadeId === String(spare!.id));
    expect(row).toMatchObject({ acao: 'delete', depois: null, antes: { id: spare!.id, enunciado: '<p>Sobra</p>' } });
  });
});
