import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { EDUZZ_SIGNATURE_HEADER } from './billing/eduzz.js';
import type { AppEnv } from './context.js';
import { createLogger } from './logger.js';
import { requestLevel, requestLog } from './request-log.js';

// Issue 9 §6: one structured line per request, refusals at warn, and nothing secret in the log.

const PASSWORD = 'senha-muito-secreta-1';
const NEW_PASSWORD = 'outra-senha-secreta-2';
const WEBHOOK_SECRET = 'segredo-do-webhook-nao-logar';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EDUZZ_WEBHOOK_SECRET: WEBHOOK_SECRET, AUTH_RATE_LIMIT: '3' } });
});
afterAll(async () => {
  await t?.close();
});

const linesFor = (route: string) => t.logs().filter((l) => l.route === route);

describe('request log', () => {
  it('writes id, user, method, route pattern, status and time for each request', async () => {
    const a = await t.signUp({ email: 'log-aluna@example.com', password: PASSWORD });
    const me = (await (await a.get('/api/me')).json()) as { id: string };
    const [line] = linesFor('/api/me');
    expect(line).toMatchObject({ level: 30, userId: me.id, method: 'GET', route: '/api/me', status: 200 });
    expect(typeof line!.reqId).toBe('string');
    expect(typeof line!.ms).toBe('number');
    expect(typeof line!.time).toBe('string');
  });

  it('logs refusals at warn: anonymous, forbidden, a failed sign-in, a rate limit, a forged webhook', async () => {
    const anon = t.agent('10.9.0.1');
    await anon.get('/api/notas');
    const student = await t.signUp({ email: 'log-proibido@example.com', password: PASSWORD });
    await student.get('/api/admin/modulos');
    const guesser = t.agent('10.9.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await guesser.post('/api/auth/sign-in/email', { email: 'log-aluna@example.com', password: `errada-${i}` }))
          .status,
      );
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const forged = await t
      .agent()
      .post('/api/webhooks/eduzz', '{"evento":"x"}', { [EDUZZ_SIGNATURE_HEADER]: 'f'.repeat(64) });
    expect(forged.status).toBe(401);

    const warns = t.logs().filter((l) => l.level === 40);
    const seen = warns.map((l) => `${String(l.status)} ${String(l.route)}`);
    expect(seen).toContain('401 /api/notas');
    expect(seen).toContain('403 /api/admin/*');
    expect(seen).toContain('401 /api/auth/*');
    expect(seen).toContain('429 /api/auth/*');
    expect(warns.some((l) => l.event === 'webhook_refused' && l.status === 401)).toBe(true);
  });

  it('never writes a password, a session cookie or token, a reset token or the webhook secret', async () => {
    const a = await t.signUp({ email: 'log-segredos@example.com', password: PASSWORD }, t.agent('10.9.0.3'));
    await a.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    await t
      .agent('10.9.0.4')
      .post('/api/auth/request-password-reset', { email: 'log-segredos@example.com', redirectTo: '/redefinir-senha' });
    const mails = await t.outbox();
    const token = mails.at(-1)?.body.match(/reset-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    await t.agent('10.9.0.5').get(`/api/auth/reset-password/${token}?callbackURL=%2Fredefinir-senha`);
    const session = decodeURIComponent(a.jar.get('better-auth.session_token')!);

    const log = t.logText();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, NEW_PASSWORD, WEBHOOK_SECRET, token!, session, session.split('.')[0]!])
      expect(log.includes(secret), `the log contains ${secret.slice(0, 6)}…`).toBe(false);
  });

  it('sends the request id back, and keeps a plain one a proxy passed along', async () => {
    const server = await listenApp(t.app, t.env.appUrl);
    try {
      const own = await server.fetch('/api/config');
      expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const passed = await server.fetch('/api/config', { headers: { 'x-request-id': 'lb-1234' } });
      expect(passed.headers.get('x-request-id')).toBe('lb-1234');
      const odd = await server.fetch('/api/config', { headers: { 'x-request-id': 'a b<script>' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(t.logs().some((l) => l.reqId === 'lb-1234' && l.route === '/api/config')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('writes the line pino writes for the same fields, in the same order, to the same destination', async () => {
    const written: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void written.push(line) } });
    const app = new Hono<AppEnv>();
    app.use('*', requestLog(logger));
    app.get('/eco/:id', (c) => {
      // Another line of the same logger during the request comes before the request's own line.
      logger.info({ event: 'dentro' });
      c.set('user', { id: 'aluno-"1"\\' } as AppEnv['Variables']['user']);
      return c.json({ ok: true });
    });
    app.get('/recusa', (c) => c.json({}, 403));
    await app.request('/eco/42?token=segredo');
    await app.request('/recusa');
    expect(written).toHaveLength(3);
    expect(JSON.parse(written[0]!)).toMatchObject({ event: 'dentro' });
    const line = written[1]!;
    expect(line.endsWith('}\n')).toBe(true);
    expect(line).not.toContain('segredo');
    expect(line).not.toContain('/eco/42');
    const parsed = JSON.parse(line) as Record<string, unknown>;
    // pino's own line for the same fields: the same keys in the same order, the same values but the time.
    const reference: string[] = [];
    createLogger({ destination: { write: (l: string) => void reference.push(l) } }).info({
      reqId: parsed.reqId,
      userId: 'aluno-"1"\\',
      method: 'GET',
      route: '/eco/:id',
      status: 200,
      ms: parsed.ms,
    });
    const expected = JSON.parse(reference[0]!) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(Object.keys(expected));
    expect({ ...parsed, time: undefined }).toEqual({ ...expected, time: undefined });
    expect(new Date(parsed.time as string).toISOString()).toBe(parsed.time);
    // No user: no userId field; a refusal at warn.
    const refusal = JSON.parse(written[2]!) as Record<string, unknown>;
    expect(refusal).not.toHaveProperty('userId');
    expect(refusal).toMatchObject({ level: 40, route: '/recusa', status: 403 });
  });

  it('writes nothing below the logger’s level, and keeps refusals and errors above it', async () => {
    const written: string[] = [];
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void written.push(line) } });
    const app = new Hono<AppEnv>();
    app.use('*', requestLog(logger));
    app.get('/ok', (c) => c.json({}));
    app.get('/limite', (c) => c.json({}, 429));
    await app.request('/ok');
    await app.request('/limite');
    expect(written.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 40, route: '/limite', status: 429 }),
    ]);
    expect([200, 401, 403, 429, 500, 503].map(requestLevel)).toEqual([
      'info',
      'warn',
      'warn',
      'warn',
      'error',
      'error',
    ]);
  });

  it('logs a request the API refuses before its route (a foreign origin) with the status it was sent', async () => {
    const res = await t
      .agent('10.9.0.6')
      .post('/api/notas', { materiaId: 1, nota: 5, data: '2025-03-10' }, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    const line = t.logs().find((l) => l.route !== undefined && l.method === 'POST' && l.status === 403);
    expect(line).toMatchObject({ level: 40, status: 403 });
  });
});
