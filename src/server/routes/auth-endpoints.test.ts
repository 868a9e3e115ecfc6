import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Every path that checks a password or a token is limited, or closed when the app does not use it:
// 13 wrong attempts in a row, at the default AUTH_RATE_LIMIT of 10 a minute.

const PASSWORD = 'senha-certa';
const ATTEMPTS = 13;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10' } });
});
afterAll(async () => {
  await t?.close();
});

describe("Better Auth's endpoints the app does not use", () => {
  it.each([
    ['/api/auth/verify-password', { password: 'chute' }],
    ['/api/auth/change-password', { currentPassword: 'chute-errado', newPassword: 'nova-senha-1' }],
    ['/api/auth/reset-password', { token: 'token-chutado', newPassword: 'nova-senha-1' }],
  ])('%s is closed: 13 wrong attempts from a signed-in student are all 404', async (url, body) => {
    const a = await t.signUp({ email: `fechado-${url.split('/').pop()}@example.com`, password: PASSWORD });
    const answers: Array<{ status: number; body: unknown }> = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await a.post(url, body);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    expect(answers[0]?.body).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
  });

  it.each([
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-session'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/revoke-other-sessions'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/send-verification-email'],
    ['GET', '/api/auth/verify-email?token=x'],
    ['POST', '/api/auth/sign-in/social'],
    ['GET', '/api/auth/error?error=x'],
    ['GET', '/api/auth/ok'],
  ])('%s %s answers 404 with the pt-BR text', async (method, url) => {
    const a = await t.signUp({ email: `outro-${method}-${url.split(/[/?]/)[3]}@example.com`, password: PASSWORD });
    const res = method === 'GET' ? await a.get(url) : await a.post(url, {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
  });
});

describe('the password-reset token checks the app uses', () => {
  it("the e-mail's link (GET /api/auth/reset-password/:token) refuses the 11th wrong token from one address", async () => {
    const a = t.agent('10.9.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      statuses.push((await a.get(`/api/auth/reset-password/chute${i}?callbackURL=%2Fredefinir-senha`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(302), 429, 429, 429]);
    const blocked = await a.get('/api/auth/reset-password/chute99?callbackURL=%2Fredefinir-senha');
    expect(await blocked.json()).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
  });

  it("the new password's form (POST /api/account/reset-password) refuses the 11th wrong token", async () => {
    const a = t.agent('10.9.2.1');
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      statuses.push(
        (await a.post('/api/account/reset-password', { token: `chute${i}`, newPassword: 'nova-1234' })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429, 429]);
  });

  it('one address shares one allowance between the two', async () => {
    const a = t.agent('10.9.3.1');
    for (let i = 0; i < 10; i++) {
      await a.post('/api/account/reset-password', { token: `chute${i}`, newPassword: 'nova-1234' });
    }
    expect((await a.get('/api/auth/reset-password/chute?callbackURL=%2Fredefinir-senha')).status).toBe(429);
  });
});
