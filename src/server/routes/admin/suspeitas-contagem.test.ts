import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { signUpStudent } from '../../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { motivosSuspeita, SUSPEITA_ACERTO_MAX, SUSPEITA_MIN_RESPOSTAS } from '../../../shared/rules/estatisticas.js';
import type { AdminQuestao } from '../../../shared/schemas/admin-questoes.js';
import type { AdminVisaoGeral } from '../../../shared/schemas/admin-visao-geral.js';
import { suspeitasPageSchema } from '../../../shared/schemas/estatisticas.js';
import { questaoEstatisticas as e, questoes } from '../../db/schema.js';
import { SUSPEITA_COLUNA } from '../../db/schema/simulados.js';

// The overview's 'Questões suspeitas' and the list's total are read from the kept flag
// (questao_estatisticas.suspeita, decision 0062). After each kind of write that moves a question in or
// out, both must equal a count from scratch: every counted question judged by the shared rule against
// its key in questoes.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
  agents = await adminTestAgents(t, 'susp');
});
afterAll(() => t?.close());

let n = 0;
const student = () => signUpStudent(t, { prefix: 'susp', nome: `Aluno ${++n}` });

async function answer(questaoId: number, resposta: string) {
  const a = await student();
  const res = await a.post('/api/simulados', {
    clientKey: randomUUID(),
    materiaId: content.free.id,
    respostas: [{ questaoId, resposta }],
  });
  expect(res.status).toBe(201);
  return a;
}

/** Other students' answers, written straight into the counts (29 students through the API would be slow). */
async function addCounts(questaoId: number, letra: 'a' | 'b' | 'c' | 'd' | 'e', howMany: number, certas: number) {
  await t.db.execute(
    sql.raw(`update questao_estatisticas set respostas = respostas + ${howMany}, acertos = acertos + ${certas},
             marcadas_${letra} = marcadas_${letra} + ${howMany} where questao_id = ${questaoId}`),
  );
}

/** Counted from scratch: each counted question judged by motivosSuspeita against the key in questoes. */
async function recount(): Promise<number> {
  const rows = await t.db
    .select({
      respostas: e.respostas,
      acertos: e.acertos,
      A: e.marcadasA,
      B: e.marcadasB,
      C: e.marcadasC,
      D: e.marcadasD,
      E: e.marcadasE,
      copia: e.respostaCorreta,
      key: questoes.respostaCorreta,
    })
    .from(e)
    .innerJoin(questoes, eq(questoes.id, e.questaoId));
  for (const r of rows) expect(r.copia).toBe(r.key);
  return rows.filter(
    (r) => motivosSuspeita({ respostas: r.respostas, acertos: r.acertos, marcadas: r }, r.key).length > 0,
  ).length;
}

/** The overview's figure, the list's total and the recount agree; returns it. */
async function suspeitas(): Promise<number> {
  const visao = (await (await agents.admin.get('/api/admin/visao-geral')).json()) as AdminVisaoGeral;
  const lista = suspeitasPageSchema.parse(await (await agents.admin.get('/api/admin/questoes/suspeitas')).json());
  const scratch = await recount();
  expect(visao.questoesSuspeitas).toBe(scratch);
  expect(lista.total).toBe(scratch);
  return scratch;
}

async function editInput(id: number) {
  const q = (await (await agents.admin.get(`/api/admin/questoes/${id}`)).json()) as AdminQuestao;
  const { id: _id, moduloId: _m, moduloNome: _mn, materiaNome: _n, aulaTitulo: _a, ...input } = q;
  return { ...input, imagemUrl: input.imagemUrl ?? '' };
}

describe("'Questões suspeitas' in the overview and the list", () => {
  it("keep the shared rule's thresholds in the database's generated column", () => {
    expect(SUSPEITA_COLUNA).toEqual({ minRespostas: SUSPEITA_MIN_RESPOSTAS, acertoMaxPercent: SUSPEITA_ACERTO_MAX });
  });

  it('follow answers, a key correction, a cleared history and a deletion, equal to a count from scratch', async () => {
    expect(await suspeitas()).toBe(0);

    // Answers: the save inserts the question's row (its key copied), then crosses 30 answers.
    const q = content.freeQs[0]!; // key A
    const first = await answer(q.id, 'B');
    const [row] = await t.db.select().from(e).where(eq(e.questaoId, q.id));
    expect(row).toMatchObject({ respostas: 1, respostaCorreta: 'A', suspeita: false });
    await addCounts(q.id, 'a', 28, 28);
    expect(await suspeitas()).toBe(0);
    // 30 answers, 28 right (93 %), but B now chosen more than A.
    await addCounts(q.id, 'b', 30, 0);
    expect(await suspeitas()).toBe(1);
    await answer(q.id, 'A');
    await addCounts(q.id, 'a', 2, 2);
    expect(await suspeitas()).toBe(0);
    await answer(q.id, 'B');
    expect(await suspeitas()).toBe(1);

    // A cleared history takes the first student's B out: 31 A and 31 B, a tie is not ahead.
    expect((await first.delete('/api/simulados')).status).toBe(200);
    expect(await suspeitas()).toBe(0);

    // A key changed by any writer is followed by the copy, counts kept: with C as the key everything is wrong.
    await t.db.update(questoes).set({ respostaCorreta: 'C' }).where(eq(questoes.id, q.id));
    expect(await suspeitas()).toBe(1);

    // The admin's correction resets the counts (out of the list) and keeps the new key.
    expect(
      (await agents.admin.put(`/api/admin/questoes/${q.id}`, { ...(await editInput(q.id)), respostaCorreta: 'B' }))
        .status,
    ).toBe(200);
    const [reset] = await t.db.select().from(e).where(eq(e.questaoId, q.id));
    expect(reset).toMatchObject({ respostas: 0, respostaCorreta: 'B', suspeita: false });
    expect(await suspeitas()).toBe(0);

    // A question never answered gets its row from the correction itself, with the new key.
    const nunca = content.freeQs[1]!; // key B
    expect(
      (
        await agents.admin.put(`/api/admin/questoes/${nunca.id}`, {
          ...(await editInput(nunca.id)),
          respostaCorreta: 'D',
        })
      ).status,
    ).toBe(200);
    expect((await t.db.select().from(e).where(eq(e.questaoId, nunca.id)))[0]).toMatchObject({ respostaCorreta: 'D' });

    // Deletion: a question nobody answered through the app (its counts imported) goes with its row.
    const [solta] = await t.db
      .insert(questoes)
      .values({
        materiaId: content.free.id,
        enunciado: '<p>Importada</p>',
        alternativaA: 'a',
        alternativaB: 'b',
        alternativaC: 'c',
        alternativaD: 'd',
        alternativaE: 'e',
        respostaCorreta: 'E',
      })
      .returning({ id: questoes.id });
    await t.db.insert(e).values({ questaoId: solta!.id, respostas: 40, acertos: 2, marcadasA: 38, marcadasE: 2 });
    expect(await suspeitas()).toBe(1);
    expect((await agents.admin.delete(`/api/admin/questoes/${solta!.id}`)).status).toBe(204);
    expect(await suspeitas()).toBe(0);
  });
});
