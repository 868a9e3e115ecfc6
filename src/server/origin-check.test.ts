import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { createContent } from '../../tests/support/content.js';
import { takeConsoleErrors } from '../../tests/support/fail-on-console-error.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/support/test-app.js';
import { questaoComentarios, notas, users } from './db/schema.js';

// Every state-changing /api request is checked for its Origin before any route runs (decision 0021):
// a page of another site must not be able to make a signed-in student's browser comment, save a
// simulado or delete a grade. Each refusal is a pt-BR 403 and changes nothing.

type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
let student: Agent;
let questaoId: number;
let materiaId: number;

beforeAll(async () => {
  t = await createTestApp();
  const content = await createContent(t.db, 3);
  questaoId = content.freeQs[0]!.id;
  materiaId = content.free.id;
  student = await t.signUp({ email: 'origem@example.com' });
});
afterAll(async () => {
  await t?.close();
});

/** A request with the student's cookie and exactly the given headers (no Origin unless given). */
function send(method: string, url: string, body: unknown, headers: Record<string, string>, a: Agent | null = student) {
  const cookie = a ? a.cookie() : '';
  return t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

const nota = () => ({ materiaId, nota: 7.5, data: '2025-03-10' });
const comentario = { comentario: 'Boa questão' };

async function comentariosCount() {
  const [row] = await t.db.select({ n: count() }).from(questaoComentarios);
  return Number(row?.n ?? 0);
}
async function notasCount() {
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'origem@example.com'));
  const [row] = await t.db.select({ n: count() }).from(notas).where(eq(notas.userId, me!.id));
  return Number(row?.n ?? 0);
}

const foreign = { code: 'INVALID_ORIGIN', message: messages.originNotTrusted };
const missing = { code: 'MISSING_ORIGIN', message: messages.originMissing };

describe('a foreign Origin', () => {
  it.each(['http://evil.example', 'https://bizu.app.evil.example', 'http://localhost:5000', 'http://10.0.0.5:3000'])(
    'is refused on every state-changing method from %s, and nothing changes',
    async (origin) => {
      const created = await student.post('/api/notas', nota());
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const before = { comentarios: await comentariosCount(), notas: await notasCount() };

      for (const [method, url, body] of [
        ['POST', `/api/questoes/${questaoId}/comentarios`, comentario],
        ['POST', '/api/notas', nota()],
        ['PUT', `/api/notas/${id}`, { ...nota(), nota: 1 }],
        ['DELETE', `/api/notas/${id}`, undefined],
        ['PATCH', `/api/admin/reports/1/status`, { status: 'resolvido' }],
        ['POST', '/api/simulados', { clientKey: crypto.randomUUID(), materiaId, respostas: [] }],
      ] as const) {
        const res = await send(method, url, body, { origin, 'sec-fetch-site': 'cross-site' });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(await res.json()).toEqual(foreign);
      }
      // The refused origin is logged, telling the operator what to add to TRUSTED_ORIGINS if it is theirs.
      expect(t.logs()).toContainEqual(expect.objectContaining({ level: 40, event: 'origin_refused', origin }));
      expect({ comentarios: await comentariosCount(), notas: await notasCount() }).toEqual(before);
      const [kept] = await t.db.select().from(notas).where(eq(notas.id, id));
      expect(kept?.nota).toBe(7.5);
      expect((await student.get('/api/simulados')).status).toBe(200);
      expect(((await (await student.get('/api/simulados')).json()) as { resumo: { total: number } }).resumo.total).toBe(
        0,
      );
    },
  );

  it('is refused even without a cookie (no anonymous action from another site either)', async () => {
    const res = await send(
      'POST',
      '/api/auth/request-password-reset',
      { email: 'origem@example.com' },
      {
        origin: 'http://evil.example',
      },
      null,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(foreign);
    // Better Auth logs its own refusal to the console.
    takeConsoleErrors();
    expect(await t.outbox()).toHaveLength(0);
  });

  it('does not stop reading: a GET from any page is answered as usual', async () => {
    const res = await t.app.request('/api/notas', {
      headers: { origin: 'http://evil.example', cookie: student.cookie() },
    });
    expect(res.status).toBe(200);
  });
});

describe('a missing Origin', () => {
  it('is refused when the request carries the session cookie, and nothing changes', async () => {
    const before = await comentariosCount();
    for (const headers of [
      {},
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ] as Array<Record<string, string>>) {
      const res = await send('POST', `/api/questoes/${questaoId}/comentarios`, comentario, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual(missing);
    }
    expect(await comentariosCount()).toBe(before);
  });

  it('is refused from a browser context without a cookie too (Fetch Metadata from another site)', async () => {
    const res = await send(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'origem@example.com', password: 'x' },
      {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
      },
      null,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(missing);
  });

  it('is accepted when the browser vouches the request is same-origin (Sec-Fetch-Site, which no script sets)', async () => {
    const before = await comentariosCount();
    const res = await send('POST', `/api/questoes/${questaoId}/comentarios`, comentario, {
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(201);
    expect(await comentariosCount()).toBe(before + 1);
  });

  it('on /api/auth, Better Auth still asks for the Origin itself, and says so in the same pt-BR words', async () => {
    const a = await t.signIn('origem@example.com', 'senha-secreta');
    const res = await send('POST', '/api/auth/sign-out', {}, { 'sec-fetch-site': 'same-origin' }, a);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(missing);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it('passes a client that is no browser and acts for nobody to its route (401 where a session is needed)', async () => {
    const res = await send('POST', '/api/notas', nota(), {}, null);
    expect(res.status).toBe(401);
  });

  it('does not apply to the payment webhook, which is signed instead (a bad signature is its own 401)', async () => {
    const res = await send('POST', '/api/webhooks/eduzz', { id: 'x' }, {}, null);
    expect(res.status).not.toBe(403);
    const fromAnywhere = await send(
      'POST',
      '/api/webhooks/eduzz',
      { id: 'x' },
      { origin: 'http://evil.example' },
      null,
    );
    expect(fromAnywhere.status).not.toBe(403);
  });
});

describe('the app’s own origins', () => {
  it.each([TEST_ORIGIN, 'http://127.0.0.1:3000', 'http://[::1]:3000'])('are accepted: %s', async (origin) => {
    const before = await comentariosCount();
    const res = await send('POST', `/api/questoes/${questaoId}/comentarios`, comentario, {
      origin,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(201);
    expect(await comentariosCount()).toBe(before + 1);
  });
});

describe('behind a public APP_URL', () => {
  let prod: TestApp;
  let a: Agent;
  beforeAll(async () => {
    prod = await createTestApp({ env: { APP_URL: 'https://bizu.app', TRUSTED_ORIGINS: 'https://www.bizu.app' } });
    a = prod.agent();
    const res = await a.post(
      '/api/auth/sign-up/email',
      { name: 'Aluna', email: 'prod@example.com', password: 'senha-prod' },
      { origin: 'https://bizu.app' },
    );
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('accepts APP_URL and TRUSTED_ORIGINS and refuses loopback names', async () => {
    for (const [origin, status] of [
      ['https://bizu.app', 200],
      ['https://www.bizu.app', 200],
      ['http://localhost:3000', 403],
      ['http://bizu.app', 403],
    ] as const) {
      const res = await a.post('/api/provas/calendario', {}, { origin });
      expect(res.status, origin).toBe(status);
    }
  });
});
