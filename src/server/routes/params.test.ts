import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { MAX_DB_ID } from '../../shared/schemas/id.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Ids are PostgreSQL integers: anything that is not a positive integer up to 2^31-1 is bad input, refused
// with a 400 before a query runs — never a database error answered with a 500.

let t: TestApp;
let a: Awaited<ReturnType<TestApp['signUp']>>;
let freeId: number;
beforeAll(async () => {
  t = await createTestApp();
  const content = await createContent(t.db, 3);
  freeId = content.free.id;
  a = await t.signUp({ email: 'ids@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const invalid = { code: 'INVALID_INPUT', message: messages.invalidInput };
const badIds = ['9999999999', String(MAX_DB_ID + 1), '-1', '0', '1.5', 'abc', '1e400'];

describe('ids in the URL', () => {
  it.each(badIds)('/api/simulados/%s is a 400', async (id) => {
    const res = await a.get(`/api/simulados/${id}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(invalid);
  });

  it('the largest integer is a valid id: not found (404), not bad input', async () => {
    const res = await a.get(`/api/simulados/${MAX_DB_ID}`);
    expect(res.status).toBe(404);
  });

  it.each([
    ['GET', `/api/questoes/9999999999/comentarios`],
    ['POST', `/api/questoes/9999999999/reports`],
    ['POST', `/api/comentarios/9999999999/reacao`],
    ['DELETE', `/api/comentarios/9999999999`],
  ])('%s %s is a 400', async (method, url) => {
    const res =
      method === 'GET'
        ? await a.get(url)
        : method === 'DELETE'
          ? await a.delete(url)
          : await a.post(url, { descricao: 'x', tipo: 'like' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(invalid);
  });
});

describe('ids in a JSON body or the query string', () => {
  it.each([9999999999, MAX_DB_ID + 1, -3, 2.5])('a selection for materiaId %s is a 400', async (materiaId) => {
    const res = await a.post('/api/simulados/selecao', { materiaId, quantidade: 10, tipo: 'todas' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(invalid);
  });

  it('a save naming a question 9999999999 is a 400 and saves nothing', async () => {
    const res = await a.post('/api/simulados', {
      clientKey: crypto.randomUUID(),
      materiaId: freeId,
      respostas: [{ questaoId: 9999999999, resposta: 'A' }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(invalid);
    const historico = (await (await a.get('/api/simulados')).json()) as { resumo: { total: number } };
    expect(historico.resumo.total).toBe(0);
  });

  it('a history filter by materiaId 9999999999 is a 400', async () => {
    const res = await a.get('/api/simulados?materiaId=9999999999');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(invalid);
  });
});
