import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent, setSubscription } from '../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { users } from './db/schema.js';
import { MATRIX, routeTable, urlOf } from '../../tests/support/route-matrix.js';

// Issue 9 §1: every API route of the app's own route table × who asks (tests/support/route-matrix.ts).
// A route added without a row there fails the first test, so no route escapes the matrix.
//
let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
type Agent = ReturnType<TestApp['agent']>;
let as: Record<'anonimo' | 'aluno' | 'assinante' | 'admin', Agent>;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp({ env: { EDUZZ_WEBHOOK_SECRET: 'segredo-do-webhook-de-teste' } });
  content = await createContent(t.db, 3);
  const assinante = await t.signUp({ email: 'matriz-assinante@example.com' });
  await setSubscription(t.db, 'matriz-assinante@example.com', new Date(Date.now() + 30 * DAY));
  const admin = await t.signUp({ email: 'matriz-admin@example.com' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.email, 'matriz-admin@example.com'));
  as = { anonimo: t.agent(), aluno: await t.signUp({ email: 'matriz-aluno@example.com' }), assinante, admin };
});
afterAll(async () => {
  await t?.close();
});

function call(agent: Agent, key: string) {
  const [method, pattern] = key.split(' ') as [string, string];
  const url = urlOf(pattern);
  if (method === 'GET') return agent.get(url);
  if (method === 'DELETE') return agent.delete(url);
  if (method === 'PUT') return agent.put(url, {});
  if (method === 'PATCH') return agent.patch(url, {});
  return agent.post(url, {});
}

describe('authorization matrix', () => {
  it('has a row for every route of the app, and none for a route that is gone', () => {
    expect(routeTable(t.app)).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s (%s)', async (key, access) => {
    const status = async (who: keyof typeof as) => {
      const res = await call(as[who], key);
      const body = await res.text();
      // Whatever the answer, never a server error, a stack trace or SQL.
      expect(res.status, `${who}: ${body}`).toBeLessThan(500);
      expect(body).not.toMatch(/\bat .+\.(?:ts|js):\d+|select .+ from /i);
      return res.status;
    };
    const refused = [401, 403];
    switch (access) {
      case 'public':
        expect(refused).not.toContain(await status('anonimo'));
        break;
      case 'signed':
        expect(await status('anonimo')).toBe(401);
        expect(await status('admin')).toBe(401);
        break;
      case 'token':
        expect(await status('anonimo')).toBe(404);
        expect(await status('assinante')).toBe(404);
        break;
      case 'user':
        expect(await status('anonimo')).toBe(401);
        for (const who of ['aluno', 'assinante', 'admin'] as const) expect(refused).not.toContain(await status(who));
        break;
      case 'subscriber':
        expect(await status('anonimo')).toBe(401);
        expect(await status('aluno')).toBe(403);
        expect(refused).not.toContain(await status('assinante'));
        break;
      case 'admin':
        expect(await status('anonimo')).toBe(401);
        expect(await status('aluno')).toBe(403);
        expect(await status('assinante')).toBe(403);
        expect(refused).not.toContain(await status('admin'));
        break;
    }
  });
});

describe("another student's ids", () => {
  it('are not found for student B, on every route that takes them, and nothing of A changes', async () => {
    const a = await t.signUp({ email: 'matriz-dono@example.com' });
    const b = await t.signUp({ email: 'matriz-outro@example.com' });
    const q = content.freeQs[0]!;
    const simulado = (await (
      await a.post('/api/simulados', {
        clientKey: randomUUID(),
        materiaId: content.free.id,
        respostas: [{ questaoId: q.id, resposta: q.respostaCorreta }],
      })
    ).json()) as { id: number };
    const nota = (await (
      await a.post('/api/notas', { materiaId: content.free.id, nota: 7.5, data: '2025-03-10' })
    ).json()) as { id: number };
    const prova = (await (
      await a.post('/api/provas', { materiaId: content.free.id, data: '2031-05-10', hora: '09:00', descricao: 'P1' })
    ).json()) as { id: number };
    const comentario = (await (
      await a.post(`/api/questoes/${q.id}/comentarios`, { comentario: 'Meu comentário' })
    ).json()) as { id: number };
    const caderno = (await (await a.post('/api/cadernos', { nome: 'Meu caderno' })).json()) as { id: number };
    expect((await a.post(`/api/cadernos/${caderno.id}/questoes`, { questaoId: q.id })).status).toBe(201);
    for (const id of [simulado.id, nota.id, prova.id, comentario.id, caderno.id]) expect(id).toBeGreaterThan(0);

    const attempts: Array<[string, Promise<Response>]> = [
      ['GET simulado', b.get(`/api/simulados/${simulado.id}`)],
      ['GET nota', b.get(`/api/notas/${nota.id}`)],
      ['PUT nota', b.put(`/api/notas/${nota.id}`, { materiaId: content.free.id, nota: 1, data: '2025-03-10' })],
      ['DELETE nota', b.delete(`/api/notas/${nota.id}`)],
      ['GET prova', b.get(`/api/provas/${prova.id}`)],
      [
        'PUT prova',
        b.put(`/api/provas/${prova.id}`, {
          materiaId: content.free.id,
          data: '2031-05-11',
          hora: '10:00',
          descricao: 'X',
        }),
      ],
      ['DELETE prova', b.delete(`/api/provas/${prova.id}`)],
      ['DELETE comentario', b.delete(`/api/comentarios/${comentario.id}`)],
      ['GET caderno', b.get(`/api/cadernos/${caderno.id}`)],
      ['PATCH caderno', b.patch(`/api/cadernos/${caderno.id}`, { nome: 'Outro' })],
      ['DELETE caderno', b.delete(`/api/cadernos/${caderno.id}`)],
      ['GET caderno simulado', b.get(`/api/cadernos/${caderno.id}/simulado`)],
      ['POST caderno questao', b.post(`/api/cadernos/${caderno.id}/questoes`, { questaoId: q.id })],
      ['DELETE caderno questao', b.delete(`/api/cadernos/${caderno.id}/questoes/${q.id}`)],
    ];
    for (const [label, pending] of attempts) expect((await pending).status, label).toBe(404);

    expect((await a.get(`/api/simulados/${simulado.id}`)).status).toBe(200);
    expect(await (await a.get(`/api/notas/${nota.id}`)).json()).toMatchObject({ nota: 7.5 });
    expect(await (await a.get(`/api/provas/${prova.id}`)).json()).toMatchObject({ descricao: 'P1', hora: '09:00' });
    const comentarios = (await (await a.get('/api/comentarios')).json()) as unknown;
    expect(JSON.stringify(comentarios)).toContain('Meu comentário');
    expect(await (await a.get(`/api/cadernos/${caderno.id}`)).json()).toMatchObject({
      caderno: { nome: 'Meu caderno', questoes: 1 },
    });
  });
});
