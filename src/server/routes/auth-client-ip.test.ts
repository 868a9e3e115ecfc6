import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Behind a trusted proxy (TRUST_PROXY=1) the client's address is the X-Forwarded-For entry the proxy
// appended, so a client writing its own header cannot get a fresh per-IP allowance each time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.close();
});

const attempt = (forwardedFor: string, i: number) =>
  t
    .agent()
    .post(
      '/api/auth/sign-in/email',
      { email: `spoof${i}@example.com`, password: 'errada' },
      { 'x-forwarded-for': forwardedFor },
    );

describe('per-IP sign-in limit behind a proxy', () => {
  it('counts a client by the address its proxy saw, whatever it writes to the left of it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`10.66.0.${i}, 198.51.100.7`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('keeps separate counts for addresses the proxy saw as different', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(`10.77.0.1, 198.51.100.${20 + i}`, 10 + i)).status);
    expect(statuses).toEqual([401, 401, 401]);
  });
});
