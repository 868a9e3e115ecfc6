import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { parseMe } from '../../shared/schemas/me.js';
import { accounts, users } from '../db/schema.js';
import { takeConsoleErrors } from '../../../tests/support/fail-on-console-error.js';
import { createTestApp, resetLinkOf, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up', () => {
  it('creates the account with its WhatsApp digits, signs in, and stores an argon2id hash', async () => {
    const a = await t.signUp({ nome: 'Maria Souza', email: 'Maria@Example.com', whatsapp: '(11) 98765-4321' });
    const me = await a.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      nome: 'Maria Souza',
      email: 'maria@example.com',
      whatsapp: '11987654321',
      isAdmin: false,
      dataExpiracao: null,
      showInRanking: true,
    });
    const [row] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'maria@example.com'));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate e-mail with the spec message, whatever its case', async () => {
    await t.signUp({ email: 'aluno@example.com' });
    for (const email of ['aluno@example.com', 'ALUNO@Example.com', ' Aluno@EXAMPLE.com ']) {
      const res = await t.agent().post('/api/auth/sign-up/email', {
        name: 'Outra Pessoa',
        email,
        password: 'outra-senha',
      });
      expect(res.status, email).toBe(422);
      expect(await res.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: messages.signupDuplicate });
    }
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'aluno@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('treats an account stored with capitals (not written by sign-up) as the same e-mail', async () => {
    await t.signUp({ email: 'legado@example.com' });
    await t.db.update(users).set({ email: 'Legado@Example.COM' }).where(eq(users.email, 'legado@example.com'));
    const res = await t.agent().post('/api/auth/sign-up/email', {
      name: 'Outra Pessoa',
      email: 'legado@example.com',
      password: 'outra-senha',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: messages.signupDuplicate });
  });

  it('two sign-ups of one e-mail at once create one account; the other gets the duplicate message', async () => {
    const attempt = (email: string) =>
      t.agent().post('/api/auth/sign-up/email', { name: 'Corrida', email, password: 'senha-secreta' });
    const responses = await Promise.all([attempt('corrida@example.com'), attempt('CORRIDA@example.com')]);
    // The loser may be refused by the unique index inside Better Auth, which logs it.
    takeConsoleErrors();
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422]);
    const loser = responses.find((r) => r.status === 422)!;
    expect(await loser.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: messages.signupDuplicate });
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'corrida@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ name: 'Ana', email: 'curta@example.com', password: '12345' }, messages.passwordTooShort],
    [{ name: '', email: 'sem-nome@example.com', password: '123456' }, messages.signupFieldsRequired],
    [{ name: 'Ana', email: 'ana@example.com', password: '123456', whatsapp: '119876' }, messages.whatsappInvalid],
    [{ name: 'Ana', email: 'nao-e-email', password: '123456' }, messages.emailInvalid],
  ])('refuses bad input %j with a pt-BR message and creates nothing', async (body, message) => {
    const res = await t.agent().post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', message });
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toHaveLength(0);
  });

  it('ignores attempts to make oneself admin or subscriber at sign-up', async () => {
    const res = await t.agent().post('/api/auth/sign-up/email', {
      name: 'Esperto',
      email: 'esperto@example.com',
      password: 'senha-secreta',
      isAdmin: true,
      dataExpiracao: '2099-01-01T00:00:00.000Z',
    });
    const [row] = await t.db
      .select({ isAdmin: users.isAdmin, dataExpiracao: users.dataExpiracao })
      .from(users)
      .where(eq(users.email, 'esperto@example.com'));
    // The extra fields are dropped by our schema before Better Auth sees the body: created, unprivileged.
    expect(res.status).toBe(200);
    expect(row).toEqual({ isAdmin: false, dataExpiracao: null });
  });
});

describe('sign-in and sign-out', () => {
  beforeAll(async () => {
    await t.signUp({ email: 'joao@example.com', password: 'senha-do-joao' });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const body of [
      { email: 'joao@example.com', password: 'errada' },
      { email: 'ninguem@example.com', password: 'senha-do-joao' },
    ]) {
      const res = await t.agent().post('/api/auth/sign-in/email', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: messages.loginInvalid });
    }
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: ' JOAO@Example.COM ', password: 'senha-do-joao' });
    expect(res.status).toBe(200);
  });

  it('asks for both fields', async () => {
    const res = await t.agent().post('/api/auth/sign-in/email', { email: 'joao@example.com', password: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: messages.loginFieldsRequired });
  });

  it('sets an HttpOnly, SameSite=Lax cookie: a browser-session one without remember-me, lasting with it', async () => {
    const short = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'joao@example.com', password: 'senha-do-joao', rememberMe: false });
    const shortCookie = short.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(shortCookie).toMatch(/HttpOnly/i);
    expect(shortCookie).toMatch(/SameSite=Lax/i);
    expect(shortCookie).not.toMatch(/Max-Age|Expires/i);

    const long = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'joao@example.com', password: 'senha-do-joao', rememberMe: true });
    const longCookie = long.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(longCookie).toMatch(/Max-Age=\d{6,}/i);
  });

  it('ends the session on the server at sign-out', async () => {
    const a = await t.signIn('joao@example.com', 'senha-do-joao');
    const stolenCookies = new Map(a.jar);
    expect((await a.get('/api/me')).status).toBe(200);
    expect((await a.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(401);
    // Replaying the old cookie does not bring the session back.
    const replay = t.agent();
    for (const [k, v] of stolenCookies) replay.jar.set(k, v);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('answers 401 with a pt-BR message to anonymous calls', async () => {
    const res = await t.agent().get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
  });
});

describe('session probe (GET /api/session)', () => {
  it('answers an anonymous visitor 200 with null, uncached', async () => {
    const res = await t.agent().get('/api/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a signed-in user with the same profile as /api/me, and null again after sign-out', async () => {
    const a = await t.signIn('joao@example.com', 'senha-do-joao');
    const probe = await a.get('/api/session');
    expect(probe.status).toBe(200);
    const profile = await probe.json();
    expect(profile).toEqual(await (await a.get('/api/me')).json());
    expect(profile).toMatchObject({ email: 'joao@example.com', isAdmin: false });
    // The browser's check of the probe accepts the server's answer whole: nothing dropped, nothing extra.
    expect(parseMe(profile)).toEqual(profile);
    await a.post('/api/auth/sign-out', {});
    expect(await (await a.get('/api/session')).json()).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a 24-hour link that sets a new password, signs in, and ends the other sessions', async () => {
    await t.signUp({ nome: 'Carla Dias', email: 'carla@example.com', password: 'senha-antiga' });
    const otherDevice = await t.signIn('carla@example.com', 'senha-antiga');

    const req = await t
      .agent()
      .post('/api/auth/request-password-reset', { email: 'carla@example.com', redirectTo: '/redefinir-senha' });
    expect(req.status).toBe(200);
    const mail = (await t.outbox()).find((m) => m.to.includes('carla@example.com'));
    expect(mail?.subject).toContain('Recuperação de senha');
    expect(mail?.body).toContain('24 horas');

    // The link validates the token and sends the browser to the SPA page with it.
    const link = new URL(resetLinkOf(mail!.body));
    const browser = t.agent();
    const hop = await browser.get(link.pathname + link.search);
    expect(hop.status).toBe(302);
    const landing = new URL(hop.headers.get('location')!, 'http://localhost:3000');
    expect(landing.pathname).toBe('/redefinir-senha');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/account/reset-password', { token, newPassword: 'senha-nova' });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);

    expect((await otherDevice.get('/api/me')).status).toBe(401);
    const oldLogin = await t
      .agent()
      .post('/api/auth/sign-in/email', { email: 'carla@example.com', password: 'senha-antiga' });
    expect(oldLogin.status).toBe(401);
    await t.signIn('carla@example.com', 'senha-nova');

    // The token is single-use.
    const again = await t.agent().post('/api/account/reset-password', { token, newPassword: 'outra-senha' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: messages.resetLinkInvalid });
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const known = await t.agent().post('/api/auth/request-password-reset', { email: 'joao@example.com' });
    const unknown = await t.agent().post('/api/auth/request-password-reset', { email: 'fantasma@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    const after = await t.outbox();
    expect(after).toHaveLength(before + 1);
    expect(after.some((m) => m.to.includes('fantasma'))).toBe(false);
  });

  it('refuses a made-up token and a short new password', async () => {
    const bad = await t.agent().post('/api/account/reset-password', { token: 'inventado', newPassword: 'senha-nova' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: messages.resetLinkInvalid });
    const short = await t.agent().post('/api/account/reset-password', { token: 'inventado', newPassword: '123' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: messages.passwordTooShort });
  });

  it('asks for the e-mail', async () => {
    const res = await t.agent().post('/api/auth/request-password-reset', { email: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: messages.recoveryEmailRequired });
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a pt-BR 400 and no internals', async () => {
    const res = await t.agent().post('/api/account/reset-password', '{"token": ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ code: 'INVALID_INPUT', message: messages.invalidInput });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.agent().get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
  });
});
