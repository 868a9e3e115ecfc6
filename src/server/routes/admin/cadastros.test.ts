import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import { adminAuditoria, bancas, editais, materias, modulos, questoes, unidades, users } from '../../db/schema.js';

// Módulos, Unidades and Editais through /api/admin: refusals first, then each change and its audit row.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t);
});
afterAll(async () => {
  await t?.close();
});

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

function auditOf(entidade: string, entidadeId: number) {
  return t.db
    .select()
    .from(adminAuditoria)
    .where(and(eq(adminAuditoria.entidade, entidade), eq(adminAuditoria.entidadeId, String(entidadeId))))
    .orderBy(adminAuditoria.id);
}

/**
 * Módulos 1 and 2 (the ranking's Básico and Específico, never deleted) exist whatever ran before: a
 * módulo a test creates and deletes then gets another id.
 */
async function ensureRankingModulos() {
  await t.db
    .insert(modulos)
    .values([
      { id: 1, nome: 'Primeiro módulo' },
      { id: 2, nome: 'Segundo módulo' },
    ])
    .onConflictDoNothing();
  // Explicit ids leave the sequence behind: move it on, so a later insert of the file gets a free id.
  await t.db.execute(sql`select setval(pg_get_serial_sequence('modulos', 'id'), (select max(id) from modulos))`);
}

describe('módulos', () => {
  it('refuses a missing name with the pt-BR message and writes nothing', async () => {
    const res = await agents.admin.post('/api/admin/modulos', { nome: '   ' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: messages.moduloNomeRequired });
    expect(await t.db.select().from(modulos)).toEqual([]);
    expect(await t.db.select().from(adminAuditoria)).toEqual([]);
  });

  it('refuses a name that exists, whatever its case', async () => {
    await agents.admin.post('/api/admin/modulos', { nome: 'Básico' });
    const res = await agents.admin.post('/api/admin/modulos', { nome: 'BÁSICO' });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: messages.moduloNomeDuplicado });
  });

  it('refuses to rename onto another módulo and to touch one that does not exist', async () => {
    const created = await json(await agents.admin.post('/api/admin/modulos', { nome: 'Específico' }));
    const dup = await agents.admin.put(`/api/admin/modulos/${created.id as number}`, { nome: 'básico' });
    expect(dup.status).toBe(409);
    expect((await agents.admin.put('/api/admin/modulos/99999', { nome: 'X' })).status).toBe(404);
    expect((await agents.admin.delete('/api/admin/modulos/99999')).status).toBe(404);
    expect((await agents.admin.delete('/api/admin/modulos/abc')).status).toBe(400);
  });

  it('refuses to delete a módulo with matérias, saying how many', async () => {
    const m = await json(await agents.admin.post('/api/admin/modulos', { nome: 'Com matérias' }));
    await t.db.insert(materias).values([
      { nome: 'Português', moduloId: m.id as number },
      { nome: 'Redação', moduloId: m.id as number },
    ]);
    const res = await agents.admin.delete(`/api/admin/modulos/${m.id as number}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: 'Este módulo não pode ser excluído: 2 matérias pertencem a ele.',
    });
    expect(
      await t.db
        .select()
        .from(modulos)
        .where(eq(modulos.id, m.id as number)),
    ).toHaveLength(1);
    const list = (await (await agents.admin.get('/api/admin/modulos')).json()) as Array<Record<string, unknown>>;
    expect(list.find((x) => x.id === m.id)).toMatchObject({ materias: 2 });
  });

  it('never deletes módulos 1 and 2, which the ranking counts as Básico and Específico, even empty', async () => {
    await ensureRankingModulos();
    const primeiros = await t.db
      .select()
      .from(modulos)
      .where(inArray(modulos.id, [1, 2]));
    expect(primeiros).toHaveLength(2);
    for (const id of [1, 2]) {
      const res = await agents.admin.delete(`/api/admin/modulos/${id}`);
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ message: messages.moduloDoRanking });
    }
    expect(
      await t.db
        .select()
        .from(modulos)
        .where(inArray(modulos.id, [1, 2])),
    ).toHaveLength(2);
    expect(await auditOf('modulo', 1)).not.toContainEqual(expect.objectContaining({ acao: 'delete' }));
  });

  it('creates, renames and deletes, auditing each change with who, before and after', async () => {
    await ensureRankingModulos();
    const created = await agents.admin.post('/api/admin/modulos', { nome: '  Extra  ' });
    expect(created.status).toBe(201);
    const m = await json(created);
    expect(m).toMatchObject({ nome: 'Extra', materias: 0 });
    const id = m.id as number;
    const updated = await agents.admin.put(`/api/admin/modulos/${id}`, { nome: 'Extra 2' });
    expect(await json(updated)).toMatchObject({ id, nome: 'Extra 2' });
    expect((await agents.admin.delete(`/api/admin/modulos/${id}`)).status).toBe(204);
    expect(await t.db.select().from(modulos).where(eq(modulos.id, id))).toEqual([]);

    const audit = await auditOf('modulo', id);
    expect(audit.map((a) => [a.acao, a.userId, a.antes, a.depois])).toEqual([
      ['create', agents.adminId, null, { id, nome: 'Extra' }],
      ['update', agents.adminId, { id, nome: 'Extra' }, { id, nome: 'Extra 2' }],
      ['delete', agents.adminId, { id, nome: 'Extra 2' }, null],
    ]);
  });
});

describe('unidades', () => {
  it('requires sigla and nome, in pt-BR, and writes nothing', async () => {
    const noSigla = await agents.admin.post('/api/admin/unidades', { sigla: '', nome: 'Primeiro Batalhão' });
    expect(noSigla.status).toBe(400);
    expect(await json(noSigla)).toMatchObject({ message: messages.unidadeSiglaRequired });
    const noNome = await agents.admin.post('/api/admin/unidades', { sigla: '1º BPM' });
    expect(await json(noNome)).toMatchObject({ message: messages.unidadeNomeRequired });
    expect(await t.db.select().from(unidades)).toEqual([]);
  });

  it('refuses a repeated sigla', async () => {
    await agents.admin.post('/api/admin/unidades', { sigla: '1º BPM', nome: 'Primeiro Batalhão' });
    const res = await agents.admin.post('/api/admin/unidades', { sigla: '1º BPM', nome: 'Outro' });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: messages.unidadeSiglaDuplicada });
  });

  it('refuses to delete a unidade a student chose and tells the admin to deactivate it', async () => {
    const u = await json(await agents.admin.post('/api/admin/unidades', { sigla: '2º BPM', nome: 'Segundo' }));
    await t.db
      .update(users)
      .set({ unidadeId: u.id as number })
      .where(eq(users.id, agents.adminId));
    const res = await agents.admin.delete(`/api/admin/unidades/${u.id as number}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: 'Esta unidade não pode ser excluída: 1 aluno vinculado a ela. Desative em vez de excluir.',
    });
    const off = await agents.admin.put(`/api/admin/unidades/${u.id as number}`, {
      sigla: '2º BPM',
      nome: 'Segundo',
      ativo: false,
    });
    expect(await json(off)).toMatchObject({ ativo: false });
    await t.db.update(users).set({ unidadeId: null }).where(eq(users.id, agents.adminId));
  });

  it('creates, edits and deletes one with no students, with an audit row each time', async () => {
    const u = await json(await agents.admin.post('/api/admin/unidades', { sigla: '3º BPM', nome: 'Terceiro' }));
    expect(u).toMatchObject({ sigla: '3º BPM', nome: 'Terceiro', ativo: true });
    const id = u.id as number;
    await agents.admin.put(`/api/admin/unidades/${id}`, { sigla: '3º BPM', nome: 'Terceiro Batalhão', ativo: true });
    expect((await agents.admin.delete(`/api/admin/unidades/${id}`)).status).toBe(204);
    expect((await auditOf('unidade', id)).map((a) => a.acao)).toEqual(['create', 'update', 'delete']);
  });
});

describe('editais', () => {
  it('requires numero, in pt-BR', async () => {
    const res = await agents.admin.post('/api/admin/editais', { numero: ' ', descricao: 'x' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: messages.editalNumeroRequired });
    expect(await t.db.select().from(editais)).toEqual([]);
  });

  it('refuses a repeated numero', async () => {
    await agents.admin.post('/api/admin/editais', { numero: '01/2025' });
    const res = await agents.admin.post('/api/admin/editais', { numero: '01/2025' });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: messages.editalNumeroDuplicado });
  });

  it('refuses to delete an edital students chose', async () => {
    const e = await json(await agents.admin.post('/api/admin/editais', { numero: '02/2025' }));
    await t.db.update(users).set({ editalId: e.id as number });
    const res = await agents.admin.delete(`/api/admin/editais/${e.id as number}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: 'Este edital não pode ser excluído: 3 alunos vinculados a ele. Desative em vez de excluir.',
    });
    await t.db.update(users).set({ editalId: null });
  });

  it('creates with an optional descrição, edits and deletes, auditing each change', async () => {
    const e = await json(await agents.admin.post('/api/admin/editais', { numero: '03/2025', descricao: '' }));
    expect(e).toMatchObject({ numero: '03/2025', descricao: null, ativo: true });
    const id = e.id as number;
    const up = await agents.admin.put(`/api/admin/editais/${id}`, {
      numero: '03/2025',
      descricao: 'CFSd',
      ativo: false,
    });
    expect(await json(up)).toMatchObject({ descricao: 'CFSd', ativo: false });
    expect((await agents.admin.delete(`/api/admin/editais/${id}`)).status).toBe(204);
    expect((await auditOf('edital', id)).map((a) => a.acao)).toEqual(['create', 'update', 'delete']);
  });
});

describe('bancas', () => {
  it('answers 401 to anonymous and 403 to a student, and refuses an empty or repeated name (any case)', async () => {
    expect((await agents.anonymous.get('/api/admin/bancas')).status).toBe(401);
    expect((await agents.anonymous.post('/api/admin/bancas', { nome: 'FGV' })).status).toBe(401);
    expect((await agents.student.get('/api/admin/bancas')).status).toBe(403);
    expect((await agents.student.post('/api/admin/bancas', { nome: 'FGV' })).status).toBe(403);
    const empty = await agents.admin.post('/api/admin/bancas', { nome: '  ' });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ message: messages.bancaNomeRequired });
    expect(await t.db.select().from(bancas)).toEqual([]);
    expect((await agents.admin.post('/api/admin/bancas', { nome: 'VUNESP' })).status).toBe(201);
    const repeated = await agents.admin.post('/api/admin/bancas', { nome: 'vunesp' });
    expect(repeated.status).toBe(409);
    expect(await json(repeated)).toMatchObject({
      message: messages.bancaNomeDuplicado,
      fields: { nome: messages.bancaNomeDuplicado },
    });
    expect(await t.db.select({ nome: bancas.nome }).from(bancas)).toEqual([{ nome: 'VUNESP' }]);
  });

  it('keeps a banca questions name (deactivate instead) and deletes an unused one, auditing each change', async () => {
    const b = await json(await agents.admin.post('/api/admin/bancas', { nome: 'Cebraspe' }));
    const id = b.id as number;
    await ensureRankingModulos();
    const [materia] = await t.db.insert(materias).values({ nome: 'Direito Banca', moduloId: 1 }).returning();
    await t.db.insert(questoes).values(
      [1, 2].map((n) => ({
        materiaId: materia!.id,
        tipo: 'certo_errado' as const,
        enunciado: `Item ${n}`,
        respostaCorreta: 'C' as const,
        bancaId: id,
      })),
    );
    const refused = await agents.admin.delete(`/api/admin/bancas/${id}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      message: 'Esta banca não pode ser excluída: 2 questões vinculadas a ela. Desative em vez de excluir.',
    });
    const off = await agents.admin.put(`/api/admin/bancas/${id}`, { nome: 'CEBRASPE', ativo: false });
    expect(await json(off)).toEqual({ id, nome: 'CEBRASPE', ativo: false, questoes: 2 });
    const list = (await json(await agents.admin.get('/api/admin/bancas'))) as unknown as unknown[];
    expect(list).toEqual([
      { id, nome: 'CEBRASPE', ativo: false, questoes: 2 },
      expect.objectContaining({ nome: 'VUNESP', questoes: 0 }),
    ]);
    expect((await agents.admin.put('/api/admin/bancas/999999', { nome: 'X' })).status).toBe(404);
    await t.db.delete(questoes).where(eq(questoes.bancaId, id));
    expect((await agents.admin.delete(`/api/admin/bancas/${id}`)).status).toBe(204);
    expect((await auditOf('banca', id)).map((a) => a.acao)).toEqual(['create', 'update', 'delete']);
  });
});
