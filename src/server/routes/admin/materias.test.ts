import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { materiaMessages } from '../../../shared/schemas/admin-materias.js';
import {
  adminAuditoria,
  materias,
  modulos,
  notas,
  questoes,
  rankingMedias,
  respostasUsuario,
  simulados,
  users,
} from '../../db/schema.js';

// /api/admin/materias: refusals first, then each change with its audit row, the ranking after a move.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let basico: number;
let especifico: number;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'mat');
  // Ranking averages count módulo 1 as basic and 2 as specific: created first, so they get those ids.
  const [b, e] = await t.db
    .insert(modulos)
    .values([{ nome: 'Básico' }, { nome: 'Específico' }])
    .returning();
  basico = b!.id;
  especifico = e!.id;
  expect([basico, especifico]).toEqual([1, 2]);
  const [student] = await t.db.select().from(users).where(eq(users.email, 'mat-aluno@example.com'));
  studentId = student!.id;
});
afterAll(async () => {
  await t?.close();
});

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}
const auditCount = async () => (await t.db.select().from(adminAuditoria)).length;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(adminAuditoria)
    .where(and(eq(adminAuditoria.entidade, 'materia'), eq(adminAuditoria.entidadeId, String(id))))
    .orderBy(adminAuditoria.id);
const body = (over: Record<string, unknown> = {}) => ({
  nome: 'Direito Penal',
  moduloId: especifico,
  tipo: 'teorica',
  isFree: false,
  ...over,
});
async function insertMateria(nome: string, moduloId = basico, tipo: 'teorica' | 'pratica' = 'teorica') {
  const [row] = await t.db.insert(materias).values({ nome, moduloId, tipo }).returning();
  return row!;
}
async function insertQuestao(materiaId: number) {
  const [q] = await t.db
    .insert(questoes)
    .values({
      materiaId,
      enunciado: '<p>Enunciado</p>',
      alternativaA: 'a',
      alternativaB: 'b',
      alternativaC: 'c',
      alternativaD: 'd',
      alternativaE: 'e',
      respostaCorreta: 'A',
    })
    .returning();
  return q!;
}

describe('refusals', () => {
  it('answers 401 to anonymous visitors and 403 to students and subscribers', async () => {
    for (const [agent, status] of [
      [agents.anonymous, 401],
      [agents.student, 403],
      [agents.subscriber, 403],
    ] as const) {
      expect((await agent.get('/api/admin/materias')).status).toBe(status);
      expect((await agent.post('/api/admin/materias', body())).status).toBe(status);
      expect((await agent.put('/api/admin/materias/1', body())).status).toBe(status);
      expect((await agent.delete('/api/admin/materias/1')).status).toBe(status);
    }
    expect(await t.db.select().from(materias)).toEqual([]);
  });

  it('refuses bad input with the pt-BR message of the field, changing nothing and auditing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [body({ nome: '   ' }), 'nome', materiaMessages.nomeRequired],
      [body({ nome: 'x'.repeat(121) }), 'nome', materiaMessages.nomeTooLong],
      [body({ moduloId: undefined }), 'moduloId', materiaMessages.moduloRequired],
      [body({ moduloId: 9_999_999_999 }), 'moduloId', materiaMessages.moduloNotFound],
      [body({ tipo: 'mista' }), 'tipo', materiaMessages.tipoInvalid],
    ];
    for (const [input, field, message] of cases) {
      const res = await agents.admin.post('/api/admin/materias', input);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message, fields: { [field]: message } });
    }
    const unknownModulo = await agents.admin.post('/api/admin/materias', body({ moduloId: 4242 }));
    expect(unknownModulo.status).toBe(400);
    expect(await json(unknownModulo)).toMatchObject({ fields: { moduloId: materiaMessages.moduloNotFound } });
    expect(await t.db.select().from(materias)).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('answers 404 for an unknown matéria and 400 for an id no row can have', async () => {
    expect((await agents.admin.put('/api/admin/materias/99999', body())).status).toBe(404);
    expect((await agents.admin.delete('/api/admin/materias/99999')).status).toBe(404);
    expect((await agents.admin.put('/api/admin/materias/9999999999', body())).status).toBe(400);
    expect((await agents.admin.delete('/api/admin/materias/abc')).status).toBe(400);
    expect(await auditCount()).toBe(0);
  });

  it('refuses a name the módulo already has, whatever its case, under the Nome field', async () => {
    await insertMateria('Português', basico);
    const res = await agents.admin.post('/api/admin/materias', body({ nome: 'PORTUGUÊS', moduloId: basico }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'MATERIA_DUPLICADA',
      message: materiaMessages.nomeDuplicado,
      fields: { nome: materiaMessages.nomeDuplicado },
    });
    // The same name in another módulo is another matéria.
    const other = await agents.admin.post('/api/admin/materias', body({ nome: 'Português', moduloId: especifico }));
    expect(other.status).toBe(201);
    const renamed = await agents.admin.put(
      `/api/admin/materias/${(await json(other)).id as number}`,
      body({ nome: 'português', moduloId: basico }),
    );
    expect(renamed.status).toBe(409);
  });

  it("refuses to delete a matéria with a student's simulado and answers, naming them, and keeps them", async () => {
    const m = await insertMateria('Matemática');
    const q = await insertQuestao(m.id);
    const [s] = await t.db.insert(simulados).values({ userId: studentId, materiaId: m.id, nota: 10 }).returning();
    await t.db.insert(respostasUsuario).values({ simuladoId: s!.id, questaoId: q.id, resposta: 'A', correta: true });
    const before = await auditCount();
    const res = await agents.admin.delete(`/api/admin/materias/${m.id}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'MATERIA_EM_USO',
      message: 'Esta matéria não pode ser excluída: 1 simulado e 1 resposta de alunos e 1 questão dependem dela.',
    });
    expect(await t.db.select().from(simulados).where(eq(simulados.id, s!.id))).toHaveLength(1);
    expect(await t.db.select().from(materias).where(eq(materias.id, m.id))).toHaveLength(1);
    expect(await auditCount()).toBe(before);
  });

  it("refuses to delete a matéria with a student's nota", async () => {
    const m = await insertMateria('Educação Física', basico, 'pratica');
    const nota = await agents.student.post('/api/notas', { materiaId: m.id, nota: 8, data: '2025-03-01' });
    expect(nota.status).toBe(201);
    const res = await agents.admin.delete(`/api/admin/materias/${m.id}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: 'Esta matéria não pode ser excluída: 1 nota de alunos depende dela.',
    });
    expect(await t.db.select().from(notas).where(eq(notas.materiaId, m.id))).toHaveLength(1);
  });

  it('refuses to delete a matéria whose content remains, and tells the admin to remove it first', async () => {
    const m = await insertMateria('Geografia');
    await insertQuestao(m.id);
    await insertQuestao(m.id);
    const res = await agents.admin.delete(`/api/admin/materias/${m.id}`);
    expect(await json(res)).toMatchObject({
      message: 'Esta matéria não pode ser excluída: 2 questões dependem dela. Exclua primeiro o que depende dela.',
    });
  });

  it('refuses Teórica → Prática while the matéria has questões, under the Tipo field', async () => {
    const m = await insertMateria('História');
    await insertQuestao(m.id);
    const before = await auditCount();
    const res = await agents.admin.put(
      `/api/admin/materias/${m.id}`,
      body({ nome: 'História', moduloId: basico, tipo: 'pratica' }),
    );
    expect(res.status).toBe(409);
    const message = materiaMessages.tipoComQuestoesDetalhado(1);
    expect(await json(res)).toMatchObject({ code: 'MATERIA_TIPO_COM_QUESTOES', message, fields: { tipo: message } });
    const [row] = await t.db.select().from(materias).where(eq(materias.id, m.id));
    expect(row!.tipo).toBe('teorica');
    expect(await auditCount()).toBe(before);
  });
});

describe('changes', () => {
  it('creates, edits and deletes a matéria, auditing each change with who, before and after', async () => {
    const created = await agents.admin.post('/api/admin/materias', body({ nome: '  Direito Penal Militar ' }));
    expect(created.status).toBe(201);
    const m = await json(created);
    expect(m).toEqual({
      id: expect.any(Number),
      nome: 'Direito Penal Militar',
      moduloId: especifico,
      moduloNome: 'Específico',
      tipo: 'teorica',
      isFree: false,
      questoes: 0,
      aulas: 0,
      simulados: 0,
      notas: 0,
    });
    const id = m.id as number;
    const updated = await agents.admin.put(
      `/api/admin/materias/${id}`,
      body({ nome: 'Direito Penal Militar', tipo: 'pratica', isFree: true }),
    );
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ id, tipo: 'pratica', isFree: true });
    expect((await agents.admin.delete(`/api/admin/materias/${id}`)).status).toBe(204);
    expect(await t.db.select().from(materias).where(eq(materias.id, id))).toEqual([]);

    const row = { id, nome: 'Direito Penal Militar', moduloId: especifico };
    expect((await auditOf(id)).map((a) => [a.acao, a.userId, a.antes, a.depois])).toEqual([
      ['create', agents.adminId, null, { ...row, tipo: 'teorica', isFree: false }],
      ['update', agents.adminId, { ...row, tipo: 'teorica', isFree: false }, { ...row, tipo: 'pratica', isFree: true }],
      ['delete', agents.adminId, { ...row, tipo: 'pratica', isFree: true }, null],
    ]);
  });

  it('lists every matéria with its módulo and what uses it', async () => {
    const m = await insertMateria('Informática', especifico);
    await insertQuestao(m.id);
    await t.db.insert(simulados).values({ userId: studentId, materiaId: m.id, nota: 5 });
    const res = await agents.admin.get('/api/admin/materias');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list.find((x) => x.id === m.id)).toEqual({
      id: m.id,
      nome: 'Informática',
      moduloId: especifico,
      moduloNome: 'Específico',
      tipo: 'teorica',
      isFree: false,
      questoes: 1,
      aulas: 0,
      simulados: 1,
      notas: 0,
    });
    // By módulo, then name.
    const order = list.map((x) => [x.moduloId, x.nome]);
    expect(order).toEqual(
      [...order].sort((a, b) => (a[0] as number) - (b[0] as number) || String(a[1]).localeCompare(String(b[1]))),
    );
  });

  it("moving a matéria to another módulo recomputes the students' ranking averages at once", async () => {
    const mover = await insertMateria('Legislação', basico, 'pratica');
    const fica = await insertMateria('Redação', especifico, 'pratica');
    for (const [materiaId, nota] of [
      [mover.id, 9],
      [fica.id, 5],
    ] as const) {
      const res = await agents.student.post('/api/notas', { materiaId, nota, data: '2025-04-01' });
      expect(res.status).toBe(201);
    }
    const ranking = async () => {
      const [r] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, studentId));
      return { basico: r!.mediaBasico, especifico: r!.mediaEspecifico, geral: r!.mediaGeral };
    };
    // Before: 8 in Educação Física (basic, from the refusal test above) and 9 here → basic 8.5; specific 5.
    expect(await ranking()).toEqual({ basico: 8.5, especifico: 5, geral: 6.75 });

    const res = await agents.admin.put(
      `/api/admin/materias/${mover.id}`,
      body({ nome: 'Legislação', moduloId: especifico, tipo: 'pratica' }),
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ moduloId: especifico, moduloNome: 'Específico', notas: 1 });
    // After: basic 8 alone; specific (5 + 9) / 2 = 7.
    expect(await ranking()).toEqual({ basico: 8, especifico: 7, geral: 7.5 });
    const [audit] = (await auditOf(mover.id)).slice(-1);
    expect(audit).toMatchObject({ acao: 'update', antes: { moduloId: basico }, depois: { moduloId: especifico } });
  });

  it('a refused move leaves the ranking as it was', async () => {
    const [before] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, studentId));
    const legislacao = (await t.db.select().from(materias).where(eq(materias.nome, 'Legislação')))[0]!;
    // Back to Básico under a name Básico already has: refused (409) before any ranking row changes.
    const res = await agents.admin.put(
      `/api/admin/materias/${legislacao.id}`,
      body({ nome: 'Matemática', moduloId: basico, tipo: 'pratica' }),
    );
    expect(res.status).toBe(409);
    const [after] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, studentId));
    expect(after).toEqual(before);
  });
});
