import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Served over https (APP_URL), the session cookie must be Secure as well as HttpOnly and SameSite=Lax.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://bizu.example.com' } });
});
afterAll(async () => {
  await t?.close();
});

describe('session cookie over https', () => {
  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await t
      .agent()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Segura', email: 'segura@example.com', password: 'senha-segura' },
        { origin: 'https://bizu.example.com' },
      );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('marks the browser trusted for the account with a __Host- cookie: Secure, HttpOnly, Path=/', async () => {
    const res = await t
      .agent()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Confiável', email: 'confiavel@example.com', password: 'senha-segura' },
        { origin: 'https://bizu.example.com' },
      );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-bizu_device='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
