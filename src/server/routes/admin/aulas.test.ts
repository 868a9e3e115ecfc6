import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import { aulaMessages } from '../../../shared/schemas/admin-materias.js';
import { adminAuditoria, aulasDaMateria, materias, modulos, questoes } from '../../db/schema.js';

// /api/admin/aulas: refusals first, then each change with its audit row.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let portugues: number;
let matematica: number;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'aul');
  const [modulo] = await t.db.insert(modulos).values({ nome: 'Básico' }).returning();
  const [p, m] = await t.db
    .insert(materias)
    .values([
      { nome: 'Português', moduloId: modulo!.id },
      { nome: 'Matemática', moduloId: modulo!.id },
    ])
    .returning();
  portugues = p!.id;
  matematica = m!.id;
});
afterAll(async () => {
  await t?.close();
});

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}
const auditCount = async () => (await t.db.select().from(adminAuditoria)).length;
const body = (over: Record<string, unknown> = {}) => ({
  materiaId: portugues,
  titulo: 'Crase',
  ordem: 1,
  ativo: true,
  ...over,
});
async function insertAula(materiaId: number, ordem: number, titulo = `Aula ${ordem}`) {
  const [row] = await t.db.insert(aulasDaMateria).values({ materiaId, titulo, ordem }).returning();
  return row!;
}
async function linkQuestao(materiaId: number, aulaId: number) {
  await t.db.insert(questoes).values({
    materiaId,
    aulaId,
    enunciado: '<p>Enunciado</p>',
    alternativaA: 'a',
    alternativaB: 'b',
    alternativaC: 'c',
    alternativaD: 'd',
    alternativaE: 'e',
    respostaCorreta: 'B',
  });
}

describe('refusals', () => {
  it('answers 401 to anonymous visitors and 403 to students and subscribers', async () => {
    for (const [agent, status] of [
      [agents.anonymous, 401],
      [agents.student, 403],
      [agents.subscriber, 403],
    ] as const) {
      expect((await agent.get('/api/admin/aulas')).status).toBe(status);
      expect((await agent.post('/api/admin/aulas', body())).status).toBe(status);
      expect((await agent.put('/api/admin/aulas/1', body())).status).toBe(status);
      expect((await agent.delete('/api/admin/aulas/1')).status).toBe(status);
    }
    expect(await t.db.select().from(aulasDaMateria)).toEqual([]);
  });

  it('requires every field (SPEC §5) and an ordem from 1, in pt-BR, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [body({ materiaId: undefined }), 'materiaId', aulaMessages.materiaRequired],
      [body({ titulo: '  ' }), 'titulo', aulaMessages.tituloRequired],
      [body({ ordem: undefined }), 'ordem', aulaMessages.ordemRequired],
      [body({ ordem: 0 }), 'ordem', aulaMessages.ordemMin],
      [body({ ordem: 1.5 }), 'ordem', aulaMessages.ordemMin],
      [body({ ordem: 10_000 }), 'ordem', aulaMessages.ordemMax],
      [body({ ativo: undefined }), 'ativo', messages.invalidInput],
    ];
    for (const [input, field, message] of cases) {
      const res = await agents.admin.post('/api/admin/aulas', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const answer = await json(res);
      expect(answer).toMatchObject({ message, fields: { [field]: message } });
    }
    const unknown = await agents.admin.post('/api/admin/aulas', body({ materiaId: 4242 }));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ fields: { materiaId: aulaMessages.materiaNotFound } });
    expect((await agents.admin.get('/api/admin/aulas?materiaId=abc')).status).toBe(400);
    expect(await t.db.select().from(aulasDaMateria)).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('answers 404 for an unknown aula and 400 for an id no row can have', async () => {
    expect((await agents.admin.put('/api/admin/aulas/99999', body())).status).toBe(404);
    expect((await agents.admin.delete('/api/admin/aulas/99999')).status).toBe(404);
    expect((await agents.admin.delete('/api/admin/aulas/99999999999')).status).toBe(400);
    expect(await auditCount()).toBe(0);
  });

  it('refuses an aula in a prática matéria (it has no questões to filter), creating or moving one, changing nothing', async () => {
    const [modulo] = await t.db.insert(modulos).values({ nome: 'Prático' }).returning();
    const [pratica] = await t.db
      .insert(materias)
      .values({ nome: 'Educação Física', moduloId: modulo!.id, tipo: 'pratica' })
      .returning();
    const refused = { code: 'AULA_MATERIA_PRATICA', fields: { materiaId: aulaMessages.materiaPratica } };
    const created = await agents.admin.post('/api/admin/aulas', body({ materiaId: pratica!.id, ordem: 7 }));
    expect(created.status).toBe(422);
    expect(await json(created)).toMatchObject(refused);
    const aula = await insertAula(matematica, 7, 'Porcentagem');
    const moved = await agents.admin.put(`/api/admin/aulas/${aula.id}`, body({ materiaId: pratica!.id, ordem: 7 }));
    expect(moved.status).toBe(422);
    expect(await json(moved)).toMatchObject(refused);
    expect(await t.db.select().from(aulasDaMateria).where(eq(aulasDaMateria.materiaId, pratica!.id))).toEqual([]);
    expect(await auditCount()).toBe(0);
    await t.db.delete(aulasDaMateria).where(eq(aulasDaMateria.id, aula.id));
  });

  it('refuses an ordem the matéria already uses, under the Ordem field', async () => {
    await insertAula(portugues, 1, 'Acentuação');
    const res = await agents.admin.post('/api/admin/aulas', body({ ordem: 1 }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'AULA_ORDEM_DUPLICADA',
      message: aulaMessages.ordemDuplicada,
      fields: { ordem: aulaMessages.ordemDuplicada },
    });
    // The same position in another matéria is free.
    expect((await agents.admin.post('/api/admin/aulas', body({ materiaId: matematica }))).status).toBe(201);
  });

  it('refuses to delete an aula with questões, with their count and the advice to deactivate it', async () => {
    const aula = await insertAula(portugues, 7, 'Regência');
    await linkQuestao(portugues, aula.id);
    await linkQuestao(portugues, aula.id);
    const before = await auditCount();
    const res = await agents.admin.delete(`/api/admin/aulas/${aula.id}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'AULA_EM_USO',
      message:
        'Esta aula não pode ser excluída: 2 questões estão vinculadas a ela. Desative-a para escondê-la dos alunos.',
    });
    expect(await t.db.select().from(aulasDaMateria).where(eq(aulasDaMateria.id, aula.id))).toHaveLength(1);
    expect(await auditCount()).toBe(before);

    const off = await agents.admin.put(
      `/api/admin/aulas/${aula.id}`,
      body({ titulo: 'Regência', ordem: 7, ativo: false }),
    );
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ ativo: false, questoes: 2 });
  });

  it('refuses to move an aula with questões to another matéria', async () => {
    const aula = await insertAula(portugues, 8, 'Concordância');
    await linkQuestao(portugues, aula.id);
    const res = await agents.admin.put(
      `/api/admin/aulas/${aula.id}`,
      body({ materiaId: matematica, titulo: 'Concordância', ordem: 8 }),
    );
    expect(res.status).toBe(409);
    const message = aulaMessages.materiaComQuestoesDetalhado(1);
    expect(await json(res)).toMatchObject({
      code: 'AULA_MATERIA_COM_QUESTOES',
      message,
      fields: { materiaId: message },
    });
    const [row] = await t.db.select().from(aulasDaMateria).where(eq(aulasDaMateria.id, aula.id));
    expect(row!.materiaId).toBe(portugues);
  });
});

describe('changes', () => {
  it('creates, edits (also into another matéria) and deletes, auditing each change', async () => {
    const created = await agents.admin.post('/api/admin/aulas', body({ titulo: '  Frações ', ordem: 20 }));
    expect(created.status).toBe(201);
    const a = await json(created);
    expect(a).toEqual({
      id: expect.any(Number),
      materiaId: portugues,
      materiaNome: 'Português',
      titulo: 'Frações',
      ordem: 20,
      ativo: true,
      questoes: 0,
    });
    const id = a.id as number;
    const moved = await agents.admin.put(
      `/api/admin/aulas/${id}`,
      body({ materiaId: matematica, titulo: 'Frações', ordem: 20, ativo: false }),
    );
    expect(await json(moved)).toMatchObject({ id, materiaId: matematica, materiaNome: 'Matemática', ativo: false });
    expect((await agents.admin.delete(`/api/admin/aulas/${id}`)).status).toBe(204);
    expect(await t.db.select().from(aulasDaMateria).where(eq(aulasDaMateria.id, id))).toEqual([]);

    const audit = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidade, 'aula'), eq(adminAuditoria.entidadeId, String(id))))
      .orderBy(adminAuditoria.id);
    const row = { id, titulo: 'Frações', ordem: 20 };
    expect(audit.map((x) => [x.acao, x.userId, x.antes, x.depois])).toEqual([
      ['create', agents.adminId, null, { ...row, materiaId: portugues, ativo: true }],
      [
        'update',
        agents.adminId,
        { ...row, materiaId: portugues, ativo: true },
        { ...row, materiaId: matematica, ativo: false },
      ],
      ['delete', agents.adminId, { ...row, materiaId: matematica, ativo: false }, null],
    ]);
  });

  it('lists aulas by matéria and ordem, filtered by ?materiaId=', async () => {
    const all = (await (await agents.admin.get('/api/admin/aulas')).json()) as Array<Record<string, unknown>>;
    expect(all.map((a) => [a.materiaNome, a.ordem])).toEqual([
      ['Matemática', 1],
      ['Português', 1],
      ['Português', 7],
      ['Português', 8],
    ]);
    const res = await agents.admin.get(`/api/admin/aulas?materiaId=${matematica}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: expect.any(Number),
        materiaId: matematica,
        materiaNome: 'Matemática',
        titulo: 'Crase',
        ordem: 1,
        ativo: true,
        questoes: 0,
      },
    ]);
  });
});
