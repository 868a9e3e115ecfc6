import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(async () => {
  await t?.close();
});

describe('auth rate limit (AUTH_RATE_LIMIT attempts per minute)', () => {
  it('limits sign-in attempts per IP, whatever the e-mail', async () => {
    const a = t.agent('10.1.1.1');
    for (let i = 0; i < 3; i++) {
      const res = await a.post('/api/auth/sign-in/email', { email: `x${i}@example.com`, password: 'errada' });
      expect(res.status).toBe(401);
    }
    const blocked = await a.post('/api/auth/sign-in/email', { email: 'x9@example.com', password: 'errada' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
  });

  it('limits sign-in attempts per e-mail, whatever the IP, for browsers that never signed in to it', async () => {
    await t.signUp({ email: 'alvo@example.com', password: 'senha-certa' }, t.agent('10.2.0.1'));
    for (let i = 0; i < 3; i++) {
      const res = await t
        .agent(`10.2.1.${i}`)
        .post('/api/auth/sign-in/email', { email: 'alvo@example.com', password: 'errada' });
      expect(res.status).toBe(401);
    }
    // A newcomer is refused even with the right password, or the refusal would tell a guesser when they hit it.
    const blocked = await t
      .agent('10.2.2.1')
      .post('/api/auth/sign-in/email', { email: 'ALVO@example.com', password: 'senha-certa' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
  });

  it('does not lock the owner out: their browser signs in from a new address while others guess', async () => {
    const owner = t.agent('10.4.0.1');
    await t.signUp({ email: 'dona@example.com', password: 'senha-certa' }, owner);
    expect((await owner.post('/api/auth/sign-out', {})).status).toBe(200);

    for (let i = 0; i < 12; i++) {
      await t.agent(`10.4.1.${i}`).post('/api/auth/sign-in/email', { email: 'dona@example.com', password: 'errada' });
    }
    const fromNewAddress = await owner.post(
      '/api/auth/sign-in/email',
      { email: 'dona@example.com', password: 'senha-certa' },
      { 'x-forwarded-for': '10.4.2.1' },
    );
    expect(fromNewAddress.status).toBe(200);
    expect((await owner.get('/api/me')).status).toBe(200);
  });

  it("still limits guessing from the owner's browser, and its cookie vouches for no other account", async () => {
    const owner = t.agent('10.5.0.1');
    await t.signUp({ email: 'trusted@example.com', password: 'senha-certa' }, owner);
    // The attacker's own account gives their browser a cookie for their own e-mail only.
    const attacker = t.agent('10.5.9.1');
    await t.signUp({ email: 'atacante@example.com', password: 'senha-dele' }, attacker);
    await t.signUp({ email: 'vitima@example.com', password: 'senha-certa' }, t.agent('10.5.0.2'));
    for (let i = 0; i < 3; i++) {
      await t.agent(`10.5.1.${i}`).post('/api/auth/sign-in/email', { email: 'vitima@example.com', password: 'errada' });
    }
    const withOtherCookie = await attacker.post(
      '/api/auth/sign-in/email',
      { email: 'vitima@example.com', password: 'senha-certa' },
      { 'x-forwarded-for': '10.5.9.2' },
    );
    expect(withOtherCookie.status).toBe(429);
    const forged = await t
      .agent('10.5.9.3')
      .post(
        '/api/auth/sign-in/email',
        { email: 'vitima@example.com', password: 'senha-certa' },
        { cookie: 'bizu_device=forjado.assinatura' },
      );
    expect(forged.status).toBe(429);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await owner.post(
        '/api/auth/sign-in/email',
        { email: 'trusted@example.com', password: 'errada' },
        { 'x-forwarded-for': `10.5.2.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits recovery requests and sign-ups too', async () => {
    const a = t.agent('10.3.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await a.post('/api/auth/request-password-reset', { email: `r${i}@example.com` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const b = t.agent('10.3.2.1');
    const signups: number[] = [];
    for (let i = 0; i < 4; i++) {
      signups.push(
        (await b.post('/api/auth/sign-up/email', { name: 'N', email: `s${i}@example.com`, password: '123456' })).status,
      );
    }
    expect(signups).toEqual([200, 200, 200, 429]);
  });
});
