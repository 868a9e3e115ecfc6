import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import type { CalendarioFeed, Prova, ProvaMaterias, ProvasList } from '../../shared/schemas/provas.js';
import { provas, users } from '../db/schema.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db, 1);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student() {
  const email = `prova${++n}@example.com`;
  const agent = await t.signUp({ email });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Object.assign(agent, { userId: row!.id });
}
type Agent = Awaited<ReturnType<typeof student>>;

const valid = () => ({ materiaId: content.free.id, data: '2026-03-10', hora: '14:30', descricao: 'Sala 3' });
const create = async (a: Agent, body: object = valid()) => {
  const res = await a.post('/api/provas', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Prova;
};
const rowsOfUser = async (userId: string) =>
  t.db.select().from(provas).where(eq(provas.userId, userId)).orderBy(provas.id);
const feedPathOf = async (a: Agent) => ((await (await a.get('/api/provas/calendario')).json()) as CalendarioFeed).path;
/** RFC 5545 unfolding, then the content lines. */
const feedLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('refusals', () => {
  it('answers 401 to anonymous calls on every endpoint and writes nothing', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/provas'),
      await anon.post('/api/provas', valid()),
      await anon.get('/api/provas/materias'),
      await anon.get('/api/provas/calendario'),
      await anon.post('/api/provas/calendario'),
      await anon.get('/api/provas/1'),
      await anon.put('/api/provas/1', valid()),
      await anon.delete('/api/provas/1'),
    ]) {
      expect(res.status).toBe(401);
    }
    const [row] = await t.db.select({ n: count() }).from(provas);
    expect(Number(row?.n)).toBe(0);
  });

  it("answers 404 to another student's prova on GET, PUT and DELETE, and it stays as it was", async () => {
    const owner = await student();
    const mine = await create(owner);
    const before = await rowsOfUser(owner.userId);
    const other = await student();
    const get = await other.get(`/api/provas/${mine.id}`);
    const put = await other.put(`/api/provas/${mine.id}`, { ...valid(), hora: '08:00', descricao: 'invadida' });
    const del = await other.delete(`/api/provas/${mine.id}`);
    for (const res of [get, put, del]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'PROVA_NOT_FOUND', message: messages.provaNotFound });
    }
    expect(await rowsOfUser(owner.userId)).toEqual(before);
    expect(((await (await other.get('/api/provas')).json()) as ProvasList).provas).toEqual([]);
  });

  it('refuses missing or bad matéria, date and time with pt-BR messages, and writes nothing', async () => {
    const a = await student();
    const cases: Array<[object, string, string]> = [
      [{ materiaId: undefined }, 'materiaId', messages.provaMateriaRequired],
      [{ materiaId: 'abc' }, 'materiaId', messages.provaMateriaRequired],
      [{ materiaId: 0 }, 'materiaId', messages.provaMateriaRequired],
      [{ materiaId: 2 ** 31 }, 'materiaId', messages.materiaNotFound],
      [{ data: undefined }, 'data', messages.provaDataRequired],
      [{ data: '' }, 'data', messages.provaDataRequired],
      [{ data: '2026-02-30' }, 'data', messages.provaDataInvalid],
      [{ data: '10/03/2026' }, 'data', messages.provaDataInvalid],
      [{ hora: undefined }, 'hora', messages.provaHoraRequired],
      [{ hora: '24:00' }, 'hora', messages.provaHoraInvalid],
      [{ hora: '14h30' }, 'hora', messages.provaHoraInvalid],
      [{ descricao: 'x'.repeat(501) }, 'descricao', messages.provaDescricaoTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await a.post('/api/provas', { ...valid(), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const body = (await res.json()) as { message: string; fields: Record<string, string> };
      expect(body.message).toBe(message);
      expect(body.fields[field]).toBe(message);
    }
    expect(await rowsOfUser(a.userId)).toEqual([]);
  });

  it("answers 'Matéria não encontrada' for a subject that does not exist, on create and update", async () => {
    const a = await student();
    const created = await a.post('/api/provas', { ...valid(), materiaId: 999_999 });
    expect(created.status).toBe(404);
    expect(await created.json()).toMatchObject({
      code: 'MATERIA_NOT_FOUND',
      message: 'Matéria não encontrada',
      fields: { materiaId: 'Matéria não encontrada' },
    });
    expect(await rowsOfUser(a.userId)).toEqual([]);

    const mine = await create(a);
    const updated = await a.put(`/api/provas/${mine.id}`, { ...valid(), materiaId: 999_999 });
    expect(updated.status).toBe(404);
    expect(await updated.json()).toMatchObject({ message: 'Matéria não encontrada' });
    expect((await rowsOfUser(a.userId))[0]).toMatchObject({ materiaId: content.free.id });
  });

  it('answers 404 to a feed token that does not exist or is malformed, without a session', async () => {
    const anon = t.agent();
    for (const path of [
      `/api/calendario/${'A'.repeat(43)}.ics`,
      '/api/calendario/abc.ics',
      `/api/calendario/${'A'.repeat(43)}`,
      "/api/calendario/'%20or%201=1--.ics",
    ]) {
      expect((await anon.get(path)).status, path).toBe(404);
    }
  });

  it('kills the old feed URL the moment a new one is generated', async () => {
    const a = await student();
    await create(a);
    const oldPath = await feedPathOf(a);
    expect((await t.agent().get(oldPath)).status).toBe(200);

    const res = await a.post('/api/provas/calendario');
    expect(res.status).toBe(200);
    const { path: newPath } = (await res.json()) as CalendarioFeed;
    expect(newPath).not.toBe(oldPath);
    expect((await t.agent().get(oldPath)).status).toBe(404);
    expect((await t.agent().get(newPath)).status).toBe(200);
    expect(await feedPathOf(a)).toBe(newPath);
  });
});

describe('provas', () => {
  it('stores the São Paulo wall-clock time as an instant and gives both back', async () => {
    const a = await student();
    const prova = await create(a);
    expect(prova).toMatchObject({
      materia: { id: content.free.id, nome: 'Gratuita Teste' },
      titulo: 'Gratuita Teste',
      inicio: '2026-03-10T17:30:00.000Z',
      data: '2026-03-10',
      hora: '14:30',
      descricao: 'Sala 3',
    });
    const [row] = await rowsOfUser(a.userId);
    expect(row?.data.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    expect(row?.titulo).toBe('Gratuita Teste');
  });

  it('keeps the day in São Paulo when the instant is already the next day in UTC', async () => {
    const a = await student();
    const late = await create(a, { ...valid(), data: '2026-03-31', hora: '22:30', descricao: '' });
    expect(late).toMatchObject({ inicio: '2026-04-01T01:30:00.000Z', data: '2026-03-31', hora: '22:30' });
    expect(late.descricao).toBeNull();
    // January 2018 had daylight saving (UTC-2) in São Paulo.
    const old = await create(a, { ...valid(), data: '2018-01-15', hora: '09:00' });
    expect(old).toMatchObject({ inicio: '2018-01-15T11:00:00.000Z', data: '2018-01-15', hora: '09:00' });
  });

  it('lists only the own provas, ordered by date, and reads one', async () => {
    const a = await student();
    const b = await student();
    const june = await create(a, { ...valid(), data: '2026-06-01', hora: '08:00' });
    const march = await create(a, { ...valid(), data: '2026-03-01', hora: '08:00' });
    const april = await create(a, { ...valid(), materiaId: content.pratica.id, data: '2026-04-01', hora: '08:00' });
    await create(b);

    const list = (await (await a.get('/api/provas')).json()) as ProvasList;
    expect(list.provas.map((p) => p.id)).toEqual([march.id, april.id, june.id]);
    expect(list.provas[1]).toMatchObject({ materia: { nome: 'Prática Teste' } });

    const one = await a.get(`/api/provas/${april.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(april);
  });

  it('updates every field and the titulo follows the subject', async () => {
    const a = await student();
    const prova = await create(a);
    const res = await a.put(`/api/provas/${prova.id}`, {
      materiaId: content.premium.id,
      data: '2026-05-20',
      hora: '07:05',
      descricao: 'Levar documento',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: prova.id,
      materia: { id: content.premium.id, nome: 'Premium Teste' },
      titulo: 'Premium Teste',
      inicio: '2026-05-20T10:05:00.000Z',
      data: '2026-05-20',
      hora: '07:05',
      descricao: 'Levar documento',
    });
    const [row] = await rowsOfUser(a.userId);
    expect(row).toMatchObject({ materiaId: content.premium.id, titulo: 'Premium Teste', descricao: 'Levar documento' });
  });

  it('deletes the own prova (then 404), leaving the others', async () => {
    const a = await student();
    const gone = await create(a);
    const kept = await create(a, { ...valid(), data: '2026-07-01' });
    const res = await a.delete(`/api/provas/${gone.id}`);
    expect(res.status).toBe(204);
    expect((await a.get(`/api/provas/${gone.id}`)).status).toBe(404);
    expect((await a.delete(`/api/provas/${gone.id}`)).status).toBe(404);
    expect((await rowsOfUser(a.userId)).map((r) => r.id)).toEqual([kept.id]);
  });

  it('offers every subject, theoretical and practical, free or premium, by name', async () => {
    const a = await student();
    const body = (await (await a.get('/api/provas/materias')).json()) as ProvaMaterias;
    expect(body.materias.map((m) => m.nome)).toEqual([
      'Gratuita Teste',
      'Prática Teste',
      'Premium Teste',
      'Vazia Teste',
    ]);
    expect(body.materias[0]).toEqual({ id: content.free.id, nome: 'Gratuita Teste', moduloNome: 'Básico' });
  });
});

describe('calendar feed', () => {
  it('makes one secret of 256 bits on first ask and gives the same link afterwards', async () => {
    const a = await student();
    const first = await feedPathOf(a);
    expect(first).toMatch(/^\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedPathOf(a)).toBe(first);
    const other = await student();
    expect(await feedPathOf(other)).not.toBe(first);
  });

  it('gives the two links of two first asks at once as one', async () => {
    const a = await student();
    const [x, y] = await Promise.all([feedPathOf(a), feedPathOf(a)]);
    expect(x).toBe(y);
  });

  it('serves only the own provas as iCalendar, without a session and without caching', async () => {
    const a = await student();
    const b = await student();
    const mine = await create(a, { ...valid(), descricao: 'Sala 3; levar caneta, lápis\ne documento' });
    await create(b, { ...valid(), materiaId: content.premium.id, descricao: 'de outra pessoa' });

    const res = await t.agent().get(await feedPathOf(a));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const physical of text.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);

    const lines = feedLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:prova-${mine.id}@localhost`);
    expect(lines).toContain('DTSTART:20260310T173000Z');
    expect(lines).toContain('DTEND:20260310T183000Z');
    expect(lines).toContain('SUMMARY:Prova: Gratuita Teste');
    expect(lines).toContain('DESCRIPTION:Sala 3\\; levar caneta\\, lápis\\ne documento');
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(text).not.toContain('Premium Teste');
    expect(text).not.toContain('de outra pessoa');
  });

  it('follows changes: an edited prova keeps its UID, a deleted one leaves the feed', async () => {
    const a = await student();
    const prova = await create(a);
    const path = await feedPathOf(a);
    await a.put(`/api/provas/${prova.id}`, { ...valid(), hora: '09:00' });
    const edited = feedLines(await (await t.agent().get(path)).text());
    expect(edited).toContain(`UID:prova-${prova.id}@localhost`);
    expect(edited).toContain('DTSTART:20260310T120000Z');

    await a.delete(`/api/provas/${prova.id}`);
    const emptied = feedLines(await (await t.agent().get(path)).text());
    expect(emptied).not.toContain('BEGIN:VEVENT');
    expect(emptied).toContain('END:VCALENDAR');
  });
});
