import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Every message the API answers is one a person can read: pt-BR, never zod's English defaults ('Too small:
// expected number to be >0', 'Invalid option: expected one of …'). Built from the app's route table, so a
// route added later is checked too: each one gets wrong values of every common field, and every message
// and field error of the answer is checked.

/** Words of zod's and Better Auth's English texts. */
const ENGLISH = /\b(expected|received|invalid|too (small|big)|required|input|option|string|number|must|should)\b/i;

/** Wrong values for the fields the API's bodies and query strings take, all at once. */
const junk = {
  nome: 5,
  email: 5,
  comentario: 5,
  descricao: 5,
  tipo: 'x',
  status: 'x',
  tab: 'x',
  clientKey: 'x',
  respostas: 'x',
  quantidade: 0,
  nota: 'x',
  data: 5,
  materiaId: 0,
  moduloId: -1,
  aulaIds: 'x',
  limit: 0,
  page: 0,
  cursor: 0,
  q: 5,
  showInRanking: 'x',
};

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
beforeAll(async () => {
  t = await createTestApp();
  await createContent(t.db, 3);
  agents = await adminTestAgents(t, 'msg');
});
afterAll(async () => {
  await t?.close();
});

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/webhooks'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

describe('refusals of bad input', () => {
  it('are in pt-BR on every route, for the admin and for a student', async () => {
    const english: string[] = [];
    const query = new URLSearchParams(Object.entries(junk).map(([k, v]) => [k, String(v)]));
    const paths = apiRoutes().map((r) => [r.method, r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1')] as const);
    // Better Auth's own endpoints are one catch-all route; name the ones a form posts to.
    for (const p of ['sign-up/email', 'sign-in/email', 'request-password-reset', 'reset-password', 'sign-out'])
      paths.push(['POST', `/api/auth/${p}`]);
    for (const [method, path] of paths) {
      for (const agent of [agents.admin, agents.student]) {
        for (const body of [junk, {}, [], 'x']) {
          const url = `${path}?${query}`;
          const res =
            method === 'GET'
              ? await agent.get(url)
              : method === 'DELETE'
                ? await agent.delete(url)
                : method === 'PUT'
                  ? await agent.put(url, body)
                  : method === 'PATCH'
                    ? await agent.patch(url, body)
                    : await agent.post(url, body);
          if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) continue;
          const answer = (await res.json()) as { message?: string; fields?: Record<string, string> };
          for (const text of [answer.message ?? '', ...Object.values(answer.fields ?? {})]) {
            if (ENGLISH.test(text) || !text) english.push(`${method} ${path} ${res.status}: ${text}`);
          }
          if (method === 'GET' || method === 'DELETE') break;
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});

describe('answers of the auth library', () => {
  it('the recovery request answers with the pt-BR success text, for a known and an unknown e-mail alike', async () => {
    for (const email of ['msg-aluno@example.com', 'ninguem@example.com']) {
      const res = await t.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/redefinir-senha' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true, message: messages.recoveryRequested });
    }
  });

  it('every other success answer a form gets carries no English text', async () => {
    const a = await t.signIn('msg-aluno@example.com', 'senha-secreta');
    const res = await a.post('/api/auth/sign-out', {});
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).not.toMatch(/"message"/);
  });
});
