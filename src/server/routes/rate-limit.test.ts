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

  it('limits sign-in attempts per e-mail, whatever the IP', async () => {
    await t.signUp({ email: 'alvo@example.com', password: 'senha-certa' }, t.agent('10.2.0.1'));
    for (let i = 0; i < 3; i++) {
      const res = await t
        .agent(`10.2.1.${i}`)
        .post('/api/auth/sign-in/email', { email: 'alvo@example.com', password: 'errada' });
      expect(res.status).toBe(401);
    }
    // Even the right password is refused while the e-mail is locked out.
    const blocked = await t
      .agent('10.2.2.1')
      .post('/api/auth/sign-in/email', { email: 'ALVO@example.com', password: 'senha-certa' });
    expect(blocked.status).toBe(429);
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
