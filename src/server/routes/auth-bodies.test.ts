import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { takeConsoleErrors } from '../../../tests/support/fail-on-console-error.js';
import { createTestApp, resetLinkOf, type TestApp } from '../../../tests/support/test-app.js';

// What /api/auth answers a browser: no session token a script could read (the session lives in its
// HttpOnly cookie), and every sentence in pt-BR, on success and on failure.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The session token of a response's Set-Cookie (the part before the signature). */
function sessionTokenOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '').split('.')[0];
  if (!token) throw new Error('no session cookie');
  return token;
}

/** Words of Better Auth's and zod's English texts that no pt-BR sentence of ours holds. */
const ENGLISH =
  /\b(the|is|not|found|error|failed|please|expected|received|invalid|too (small|big)|required|input|must|should|user|session|token|password)\b/i;

/** Every sentence of a JSON answer: its message and its field errors. */
function sentencesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, fields } = body as { message?: unknown; fields?: Record<string, unknown> };
  return [message, ...Object.values(fields ?? {})].filter((s): s is string => typeof s === 'string');
}

describe('session tokens', () => {
  it('never travel in a body: sign-up, sign-in, session probe, profile, sign-out', async () => {
    const a = t.agent();
    const signUp = await a.post('/api/auth/sign-up/email', {
      name: 'Sem Token',
      email: 'sem-token@example.com',
      password: 'senha-secreta',
    });
    expect(signUp.status).toBe(200);
    const signIn = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'sem-token@example.com', password: 'senha-secreta' });
    expect(signIn.status).toBe(200);
    const tokens = [sessionTokenOf(signUp), sessionTokenOf(signIn)];

    const bodies = [
      await signUp.text(),
      await signIn.text(),
      await (await a.get('/api/session')).text(),
      await (await a.get('/api/me')).text(),
      await (await a.get('/api/auth/get-session')).text(),
      await (await a.get('/api/auth/list-sessions')).text(),
      await (await a.post('/api/auth/sign-out', {})).text(),
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/"token"/);
      for (const token of tokens) expect(body).not.toContain(token);
    }
    // The SPA still learns who signed in.
    expect(JSON.parse(bodies[1]!)).toMatchObject({ user: { email: 'sem-token@example.com' } });
  });

  it('are not in the answer of the recovery link’s new password either', async () => {
    await t.signUp({ email: 'recupera-token@example.com' });
    await t.agent().post('/api/auth/request-password-reset', { email: 'recupera-token@example.com' });
    const mail = (await t.outbox()).find((m) => m.to.includes('recupera-token@example.com'));
    const link = new URL(resetLinkOf(mail!.body));
    link.searchParams.set('callbackURL', '/redefinir-senha');
    const browser = t.agent();
    const hop = await browser.get(link.pathname + link.search);
    const token = new URL(hop.headers.get('location')!).searchParams.get('token')!;
    const reset = await browser.post('/api/account/reset-password', { token, newPassword: 'senha-nova-1' });
    expect(reset.status).toBe(200);
    const text = await reset.text();
    expect(text).not.toContain(sessionTokenOf(reset));
    expect(text).not.toMatch(/"token"/);
  });
});

describe('every sentence of /api/auth is pt-BR', () => {
  it('on success and on every refusal of the endpoints the app uses, and of those it does not', async () => {
    const signedIn = await t.signUp({ email: 'frases@example.com', password: 'senha-secreta' });
    const anonymous = () => t.agent();
    const answers: Array<[string, Response]> = [
      ['recovery', await anonymous().post('/api/auth/request-password-reset', { email: 'frases@example.com' })],
      ['recovery unknown', await anonymous().post('/api/auth/request-password-reset', { email: 'nada@example.com' })],
      ['recovery bad e-mail', await anonymous().post('/api/auth/request-password-reset', { email: 'x' })],
      [
        'recovery foreign redirect',
        await anonymous().post('/api/auth/request-password-reset', {
          email: 'frases@example.com',
          redirectTo: '//evil.example',
        }),
      ],
      [
        'wrong password',
        await anonymous().post('/api/auth/sign-in/email', { email: 'frases@example.com', password: 'errada' }),
      ],
      ['no password', await anonymous().post('/api/auth/sign-in/email', { email: 'frases@example.com' })],
      [
        'foreign callback',
        await anonymous().post('/api/auth/sign-in/email', {
          email: 'frases@example.com',
          password: 'senha-secreta',
          callbackURL: 'http://evil.example/',
        }),
      ],
      [
        'duplicate',
        await anonymous().post('/api/auth/sign-up/email', {
          name: 'Outra',
          email: 'frases@example.com',
          password: 'senha-secreta',
        }),
      ],
      [
        'short password',
        await anonymous().post('/api/auth/sign-up/email', { name: 'Curta', email: 'curta@example.com', password: '1' }),
      ],
      [
        'long password',
        await anonymous().post('/api/auth/sign-up/email', {
          name: 'Longa',
          email: 'longa@example.com',
          password: 'x'.repeat(500),
        }),
      ],
      ['malformed JSON', await anonymous().post('/api/auth/sign-in/email', '{"email": ')],
      ['sign-out without a session', await anonymous().post('/api/auth/sign-out', {})],
      ['reset link without callback', await anonymous().get('/api/auth/reset-password/inventado')],
      [
        'reset link, foreign callback',
        await anonymous().get('/api/auth/reset-password/inventado?callbackURL=http%3A%2F%2Fevil.example'),
      ],
      ['error page', await anonymous().get('/api/auth/error?error=UNKNOWN')],
      ['unknown endpoint', await signedIn.get('/api/auth/nao-existe')],
      ['closed endpoint', await signedIn.post('/api/auth/verify-password', { password: 'x' })],
    ];
    // Better Auth logs the foreign redirect and callback it refuses, for the operator.
    takeConsoleErrors();
    for (const [label, res] of answers) {
      if (res.status >= 300 && res.status < 400) continue;
      expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
      const body: unknown = await res.json();
      const sentences = sentencesOf(body);
      if (res.status >= 400) expect(sentences.length, label).toBeGreaterThan(0);
      for (const sentence of sentences) expect(sentence, label).not.toMatch(ENGLISH);
    }
    const [, recovery] = answers[0]!;
    expect(recovery.status).toBe(200);
  });

  it('the recovery request answers the spec’s sentence, whether or not the address has an account', async () => {
    for (const email of ['frases@example.com', 'ninguem@example.com']) {
      const res = await t.agent().post('/api/auth/request-password-reset', { email });
      expect(await res.json()).toMatchObject({ message: messages.recoveryRequested });
    }
  });
});
