import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// A student's own data must never be kept by a browser or a shared cache, where the next person on the
// device or behind the proxy could read it: every personal answer says `Cache-Control: no-store`.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
beforeAll(async () => {
  // no-store is a default of every API answer, given by the HTTP server (default-headers.ts).
  t = await createTestApp({ overHttp: true });
  content = await createContent(t.db, 3);
});
afterAll(async () => {
  await t?.close();
});

describe('personal API answers', () => {
  it('are no-store: profile, session probe, a simulado’s results, history, notas, dashboard, sign-in', async () => {
    const a = t.agent();
    const signUp = await a.post('/api/auth/sign-up/email', {
      name: 'Privada',
      email: 'privada@example.com',
      password: 'senha-secreta',
    });
    const signIn = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'privada@example.com', password: 'senha-secreta' });
    const respostas = content.freeQs.map((q) => ({ questaoId: q.id, resposta: q.respostaCorreta }));
    const saved = await a.post('/api/simulados', { clientKey: randomUUID(), materiaId: content.free.id, respostas });
    expect(saved.status).toBeLessThan(300);
    const { id } = (await saved.json()) as { id: number };

    const answers: Array<[string, Response]> = [
      ['sign-up', signUp],
      ['sign-in', signIn],
      ['/api/me', await a.get('/api/me')],
      ['/api/session', await a.get('/api/session')],
      [`/api/simulados/${id}`, await a.get(`/api/simulados/${id}`)],
      ['/api/simulados', await a.get('/api/simulados')],
      ['/api/notas', await a.get('/api/notas')],
      ['/api/dashboard', await a.get('/api/dashboard')],
    ];
    for (const [label, res] of answers) {
      expect(res.status, label).toBe(200);
      expect(res.headers.get('cache-control'), label).toBe('no-store');
    }
  });
});
