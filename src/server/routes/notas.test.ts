import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { Nota, NotaMaterias, NotasList } from '../../shared/schemas/notas.js';
import { materias, modulos, notas, rankingMedias } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { listNotas } from '../services/notas/list-notas.js';

let t: TestApp;
let m: {
  portugues: { id: number };
  educacaoFisica: { id: number };
  penal: { id: number };
  tiro: { id: number };
};

beforeAll(async () => {
  t = await createTestApp();
  // SPEC §1: modulo 1 is the basic module, 2 the specific one; a fresh database numbers them so.
  const [basico, especifico] = await t.db
    .insert(modulos)
    .values([{ nome: 'Básico' }, { nome: 'Específico' }])
    .returning();
  expect([basico!.id, especifico!.id]).toEqual([1, 2]);
  const [portugues, educacaoFisica, penal, tiro] = await t.db
    .insert(materias)
    .values([
      { nome: 'Português', moduloId: 1, tipo: 'teorica', isFree: true },
      { nome: 'Educação Física', moduloId: 1, tipo: 'pratica' },
      { nome: 'Direito Penal', moduloId: 2, tipo: 'teorica' },
      { nome: 'Tiro Policial', moduloId: 2, tipo: 'pratica' },
    ])
    .returning();
  m = { portugues: portugues!, educacaoFisica: educacaoFisica!, penal: penal!, tiro: tiro! };
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student() {
  const a = await t.signUp({ email: `notas${++n}@example.com` });
  const { id } = (await (await a.get('/api/me')).json()) as { id: string };
  return Object.assign(a, { id });
}
type Agent = Awaited<ReturnType<typeof student>>;

const body = (patch: object = {}) => ({
  materiaId: m.portugues.id,
  nota: 8,
  data: '2025-03-10',
  descricao: 'Prova mensal',
  ...patch,
});
async function create(a: Agent, patch: object = {}): Promise<Nota> {
  const res = await a.post('/api/notas', body(patch));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Nota;
}
const list = async (a: Agent) => (await (await a.get('/api/notas')).json()) as NotasList;
async function rankingRow(userId: string) {
  const [row] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, userId));
  return row;
}
async function notasOf(userId: string) {
  return t.db.select().from(notas).where(eq(notas.userId, userId)).orderBy(notas.id);
}
async function totalNotas() {
  const [row] = await t.db.select({ n: count() }).from(notas);
  return Number(row?.n);
}

describe('refusals', () => {
  it('answers 401 to an anonymous visitor on every endpoint', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/notas'),
      await anon.get('/api/notas/materias'),
      await anon.post('/api/notas', body()),
      await anon.get('/api/notas/1'),
      await anon.put('/api/notas/1', body()),
      await anon.delete('/api/notas/1'),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await totalNotas()).toBe(0);
  });

  it('never shows, changes or deletes another student’s nota: 404, and their grades and ranking stay', async () => {
    const owner = await student();
    const other = await student();
    const nota = await create(owner, { nota: 9 });
    const rankingBefore = await rankingRow(owner.id);
    const rowsBefore = await notasOf(owner.id);

    expect((await list(other)).notas).toEqual([]);
    for (const res of [
      await other.get(`/api/notas/${nota.id}`),
      await other.put(`/api/notas/${nota.id}`, body({ nota: 0 })),
      await other.delete(`/api/notas/${nota.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOTA_NOT_FOUND', message: messages.notaNotFound });
    }
    expect(await notasOf(owner.id)).toEqual(rowsBefore);
    expect(await rankingRow(owner.id)).toEqual(rankingBefore);
    expect(await notasOf(other.id)).toEqual([]);
  });

  it('answers 404 for a nota that does not exist', async () => {
    const a = await student();
    expect((await a.put('/api/notas/999999', body())).status).toBe(404);
    expect((await a.delete('/api/notas/999999')).status).toBe(404);
    expect(await notasOf(a.id)).toEqual([]);
  });

  it('refuses bad input field by field with its pt-BR message, on create and on edit, and changes nothing', async () => {
    const a = await student();
    const existing = await create(a);
    const rowsBefore = await notasOf(a.id);
    const rankingBefore = await rankingRow(a.id);
    const { materiaId: _m, ...semMateria } = body();
    const { nota: _n, ...semNota } = body();
    const { data: _d, ...semData } = body();
    const cases: Array<[object, string, string]> = [
      [semMateria, 'materiaId', messages.notaMateriaRequired],
      [body({ materiaId: null }), 'materiaId', messages.notaMateriaRequired],
      [body({ materiaId: 0 }), 'materiaId', messages.notaMateriaRequired],
      [body({ materiaId: 1.5 }), 'materiaId', messages.notaMateriaRequired],
      [body({ materiaId: String(m.portugues.id) }), 'materiaId', messages.notaMateriaRequired],
      [body({ materiaId: 2 ** 31 }), 'materiaId', messages.materiaNotFound],
      [semNota, 'nota', messages.notaRequired],
      [body({ nota: '8' }), 'nota', messages.notaRequired],
      [body({ nota: -0.01 }), 'nota', messages.notaRange],
      [body({ nota: 10.01 }), 'nota', messages.notaRange],
      [body({ nota: 11 }), 'nota', messages.notaRange],
      [body({ nota: 7.456 }), 'nota', messages.notaDecimals],
      [semData, 'data', messages.notaDataRequired],
      [body({ data: '   ' }), 'data', messages.notaDataRequired],
      [body({ data: '2025-02-30' }), 'data', messages.notaDataInvalid],
      [body({ data: '10/03/2025' }), 'data', messages.notaDataInvalid],
      [body({ data: '2025-03-10T12:00:00Z' }), 'data', messages.notaDataInvalid],
      [body({ descricao: 'x'.repeat(501) }), 'descricao', messages.notaDescricaoTooLong],
    ];
    for (const [input, field, message] of cases) {
      for (const res of [await a.post('/api/notas', input), await a.put(`/api/notas/${existing.id}`, input)]) {
        expect(res.status, JSON.stringify(input)).toBe(400);
        const answer = (await res.json()) as { message: string; fields: Record<string, string> };
        expect(answer.message, JSON.stringify(input)).toBe(message);
        expect(answer.fields[field], JSON.stringify(input)).toBe(message);
      }
    }
    expect((await a.post('/api/notas', 'não é json')).status).toBe(400);
    expect(await notasOf(a.id)).toEqual(rowsBefore);
    expect(await rankingRow(a.id)).toEqual(rankingBefore);
  });

  it('refuses an id that cannot name a nota with 400, never a database error', async () => {
    const a = await student();
    const existing = await create(a);
    for (const id of ['0', '-1', 'abc', '1.5', String(2 ** 31), '99999999999']) {
      expect((await a.get(`/api/notas/${id}`)).status, id).toBe(400);
      expect((await a.put(`/api/notas/${id}`, body())).status, id).toBe(400);
      expect((await a.delete(`/api/notas/${id}`)).status, id).toBe(400);
    }
    expect(await notasOf(a.id)).toHaveLength(1);
    expect((await list(a)).notas.map((x) => x.id)).toEqual([existing.id]);
  });

  it('answers an unknown subject with "Matéria não encontrada" and creates or changes nothing', async () => {
    const a = await student();
    const existing = await create(a);
    const rowsBefore = await notasOf(a.id);
    for (const res of [
      await a.post('/api/notas', body({ materiaId: 999999 })),
      await a.put(`/api/notas/${existing.id}`, body({ materiaId: 999999 })),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        code: 'MATERIA_NOT_FOUND',
        message: messages.materiaNotFound,
        fields: { materiaId: messages.materiaNotFound },
      });
    }
    expect(await notasOf(a.id)).toEqual(rowsBefore);
  });
});

describe('the form options', () => {
  it('offers every subject, theoretical and practical, by module then name', async () => {
    const a = await student();
    const res = await a.get('/api/notas/materias');
    expect(res.status).toBe(200);
    expect(((await res.json()) as NotaMaterias).materias).toEqual([
      { id: m.educacaoFisica.id, nome: 'Educação Física', tipo: 'pratica', moduloId: 1, moduloNome: 'Básico' },
      { id: m.portugues.id, nome: 'Português', tipo: 'teorica', moduloId: 1, moduloNome: 'Básico' },
      { id: m.penal.id, nome: 'Direito Penal', tipo: 'teorica', moduloId: 2, moduloNome: 'Específico' },
      { id: m.tiro.id, nome: 'Tiro Policial', tipo: 'pratica', moduloId: 2, moduloNome: 'Específico' },
    ]);
  });
});

describe('create, edit and delete', () => {
  it('creates a nota with its subject and module; a blank description is stored as none', async () => {
    const a = await student();
    const res = await a.post('/api/notas', body({ nota: 7.45, descricao: '  Simulado da semana  ' }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as Nota;
    expect(created).toEqual({
      id: expect.any(Number),
      nota: 7.45,
      data: '2025-03-10',
      descricao: 'Simulado da semana',
      materia: { id: m.portugues.id, nome: 'Português', tipo: 'teorica' },
      modulo: { id: 1, nome: 'Básico' },
    });
    expect((await a.get(`/api/notas/${created.id}`)).status).toBe(200);

    const blank = await create(a, { descricao: '   ', nota: 0 });
    expect(blank.descricao).toBeNull();
    const none = await create(a, { descricao: undefined, nota: 10 });
    expect(none.descricao).toBeNull();
    expect((await notasOf(a.id)).map((x) => x.nota)).toEqual([7.45, 0, 10]);
  });

  it('lists the student’s notas newest first (same day: the last registered first) with the averages', async () => {
    const a = await student();
    const old = await create(a, { data: '2025-01-05', nota: 6 });
    const first = await create(a, { data: '2025-03-10', nota: 8, materiaId: m.penal.id });
    const second = await create(a, { data: '2025-03-10', nota: 9, materiaId: m.tiro.id });
    const practical = await create(a, { data: '2025-02-01', nota: 7, materiaId: m.educacaoFisica.id });
    const result = await list(a);
    expect(result.notas.map((x) => x.id)).toEqual([second.id, first.id, practical.id, old.id]);
    expect(result.notas[0]).toMatchObject({
      materia: { nome: 'Tiro Policial', tipo: 'pratica' },
      modulo: { id: 2, nome: 'Específico' },
    });
    // Básico (6 + 7) / 2 = 6.5; Específico (8 + 9) / 2 = 8.5; geral (6.5 + 8.5) / 2 = 7.5.
    expect(result.medias).toEqual({ basico: 6.5, especifico: 8.5, geral: 7.5 });
  });

  it('answers, from the one statement that also reads the session, exactly what the plain list query gives', async () => {
    const a = await student();
    const other = await student();
    await create(other, { nota: 1 });
    expect(await list(a)).toEqual(await listNotas({ db: t.db, userId: a.id }));
    await create(a, { data: '2025-01-05', nota: 7.45, descricao: null });
    await create(a, { data: '2025-03-10', nota: 0, materiaId: m.penal.id, descricao: 'Simulado "final" \\ ção' });
    await create(a, { data: '2025-03-10', nota: 10, materiaId: m.tiro.id });
    await create(a, { data: '2024-12-31', nota: 9.99, materiaId: m.educacaoFisica.id });
    const listed = await list(a);
    expect(listed.notas).toHaveLength(4);
    // Through JSON as the route answers it: the same numbers, dates, nulls, nesting and order.
    expect(listed).toEqual(JSON.parse(JSON.stringify(await listNotas({ db: t.db, userId: a.id }))));
  });

  it('has no general average until both modules have notas', async () => {
    const a = await student();
    expect((await list(a)).medias).toEqual({ basico: null, especifico: null, geral: null });
    await create(a, { nota: 7 });
    expect((await list(a)).medias).toEqual({ basico: 7, especifico: null, geral: null });
  });

  it('keeps ranking_medias current in the same request as each create, edit and delete', async () => {
    const a = await student();
    const basico = await create(a, { nota: 6 });
    expect(await rankingRow(a.id)).toMatchObject({
      notasBasico: 1,
      notasEspecifico: 0,
      mediaBasico: 6,
      mediaEspecifico: null,
      mediaGeral: null,
    });

    const especifico = await create(a, { nota: 9, materiaId: m.penal.id });
    expect(await rankingRow(a.id)).toMatchObject({ notasEspecifico: 1, mediaEspecifico: 9, mediaGeral: 7.5 });

    // Edit: the basic nota moves to the specific module with a new grade.
    const edited = await a.put(`/api/notas/${basico.id}`, body({ materiaId: m.tiro.id, nota: 8, descricao: '' }));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: basico.id,
      nota: 8,
      descricao: null,
      materia: { id: m.tiro.id, nome: 'Tiro Policial' },
      modulo: { id: 2 },
    });
    expect(await rankingRow(a.id)).toMatchObject({
      notasBasico: 0,
      notasEspecifico: 2,
      mediaBasico: null,
      mediaEspecifico: 8.5,
      mediaGeral: null,
    });
    expect((await list(a)).medias).toEqual({ basico: null, especifico: 8.5, geral: null });

    const removed = await a.delete(`/api/notas/${especifico.id}`);
    expect(removed.status).toBe(204);
    expect(await rankingRow(a.id)).toMatchObject({ notasEspecifico: 1, somaEspecifico: 8, mediaEspecifico: 8 });
    expect((await list(a)).notas.map((x) => x.id)).toEqual([basico.id]);

    // Deleting it again is a 404: the first delete really happened.
    expect((await a.delete(`/api/notas/${especifico.id}`)).status).toBe(404);
  });

  it('counts every one of several notas saved at the same moment in the ranking row', async () => {
    const a = await student();
    const grades = [5, 6, 7, 8, 9, 10];
    const results = await Promise.all(grades.map((nota) => a.post('/api/notas', body({ nota }))));
    expect(results.map((r) => r.status)).toEqual(grades.map(() => 201));
    expect(await rankingRow(a.id)).toMatchObject({ notasBasico: 6, somaBasico: 45, mediaBasico: 7.5 });
  });
});
