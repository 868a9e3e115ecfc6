import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';

// Better Auth's CSRF check refuses a state-changing request whose Origin it does not trust. With no
// configuration (APP_URL on localhost) every loopback name of the port is trusted; behind a public
// APP_URL only APP_URL and TRUSTED_ORIGINS are. See docs/decisions/0015.

const originRefused = { code: 'INVALID_ORIGIN', message: messages.originNotTrusted };
/** What a browser sends with a fetch from a page of `origin`. */
const fromPage = (origin: string) => ({ origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
/** Each refusal is logged with the origin (warn), which tells the operator what to add to TRUSTED_ORIGINS. */
const expectRefusalLogged = (t: TestApp, origin: string) =>
  expect(t.logs()).toContainEqual(expect.objectContaining({ level: 40, event: 'origin_refused', origin }));
const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.includes('session_token'));

describe('with APP_URL on localhost (no configuration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp({ email: 'local@example.com', password: 'senha-local' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([TEST_ORIGIN, 'http://127.0.0.1:3000', 'http://[::1]:3000'])('signs in from %s', async (origin) => {
    const a = t.agent();
    const res = await a.post(
      '/api/auth/sign-in/email',
      { email: 'local@example.com', password: 'senha-local' },
      fromPage(origin),
    );
    expect(res.status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it.each(['https://evil.example', 'http://localhost:5000', 'http://192.168.0.10:3000'])(
    'refuses a sign-in from %s, saying it is a configuration problem, and opens no session',
    async (origin) => {
      const res = await t
        .agent()
        .post('/api/auth/sign-in/email', { email: 'local@example.com', password: 'senha-local' }, fromPage(origin));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(originRefused);
      expect(sessionCookieOf(res)).toBeUndefined();
      expectRefusalLogged(t, origin);
    },
  );

  it('refuses a sign-up from a foreign origin with the same message, and creates nothing', async () => {
    const res = await t
      .agent()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Intrusa', email: 'intrusa@example.com', password: 'senha-secreta' },
        fromPage('https://evil.example'),
      );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(originRefused);
    expectRefusalLogged(t, 'https://evil.example');
    const signIn = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'intrusa@example.com', password: 'senha-secreta' });
    expect(signIn.status).toBe(401);
  });

  it('refuses a cookie-carrying sign-out from a foreign page (the session stays)', async () => {
    const a = await t.signIn('local@example.com', 'senha-local');
    const res = await a.post('/api/auth/sign-out', {}, fromPage('https://evil.example'));
    expect(res.status).toBe(403);
    expectRefusalLogged(t, 'https://evil.example');
    expect((await a.get('/api/me')).status).toBe(200);
  });
});

describe('with a public APP_URL and TRUSTED_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { APP_URL: 'https://bizu.app', TRUSTED_ORIGINS: 'https://www.bizu.app' },
    });
    const res = await t
      .agent()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Aluna', email: 'prod@example.com', password: 'senha-prod' },
        fromPage('https://bizu.app'),
      );
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['https://bizu.app', 'https://www.bizu.app'])('signs in from %s', async (origin) => {
    const res = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'prod@example.com', password: 'senha-prod' }, fromPage(origin));
    expect(res.status).toBe(200);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://evil.example'])(
    'refuses %s',
    async (origin) => {
      const res = await t
        .agent()
        .post('/api/auth/sign-in/email', { email: 'prod@example.com', password: 'senha-prod' }, fromPage(origin));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(originRefused);
      expectRefusalLogged(t, origin);
    },
  );
});
