import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { aulasDaMateria, bancas, materias, modulos } from '../../db/schema.js';

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'cat');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/catalogo', () => {
  it('is refused to anonymous visitors and to students', async () => {
    expect((await agents.anonymous.get('/api/admin/catalogo')).status).toBe(401);
    expect((await agents.student.get('/api/admin/catalogo')).status).toBe(403);
    expect((await agents.subscriber.get('/api/admin/catalogo')).status).toBe(403);
  });

  it('gives every módulo, matéria, aula and banca in the order the selects show', async () => {
    const [basico] = await t.db.insert(modulos).values({ nome: 'Básico' }).returning();
    const [port, alg] = await t.db
      .insert(materias)
      .values([
        { nome: 'Português', moduloId: basico!.id, isFree: true },
        { nome: 'Educação Física', moduloId: basico!.id, tipo: 'pratica' },
      ])
      .returning();
    await t.db.insert(aulasDaMateria).values([
      { materiaId: port!.id, titulo: 'Crase', ordem: 2, ativo: false },
      { materiaId: port!.id, titulo: 'Acentuação', ordem: 1 },
    ]);
    const [fgv, aocp] = await t.db
      .insert(bancas)
      .values([{ nome: 'FGV' }, { nome: 'Instituto AOCP', ativo: false }])
      .returning();
    const res = await agents.admin.get('/api/admin/catalogo');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      modulos: [{ id: basico!.id, nome: 'Básico' }],
      materias: [
        { id: alg!.id, nome: 'Educação Física', moduloId: basico!.id, tipo: 'pratica', isFree: false },
        { id: port!.id, nome: 'Português', moduloId: basico!.id, tipo: 'teorica', isFree: true },
      ],
      aulas: [
        { id: expect.any(Number), materiaId: port!.id, titulo: 'Acentuação', ordem: 1, ativo: true },
        { id: expect.any(Number), materiaId: port!.id, titulo: 'Crase', ordem: 2, ativo: false },
      ],
      bancas: [
        { id: fgv!.id, nome: 'FGV', ativo: true },
        { id: aocp!.id, nome: 'Instituto AOCP', ativo: false },
      ],
    });
  });
});
