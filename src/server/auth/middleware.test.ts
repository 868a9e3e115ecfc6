import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages.js';
import type { AppEnv } from '../context.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';
import { requireAdmin, requireSubscriber, requireUser } from './middleware.js';

// The guards on a small app of their own, with the real auth and database behind them.
let t: TestApp;
let guarded: Hono<AppEnv>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  guarded = new Hono<AppEnv>()
    .get('/admin', requireUser(t.deps), requireAdmin, (c) => c.json({ ok: true }))
    .get('/premium', requireUser(t.deps), requireSubscriber, (c) => c.json({ ok: true }))
    .onError((e, c) => (e instanceof AppError ? c.json(e.toBody(), e.status) : c.json({ code: 'INTERNAL' }, 500)));
});
afterAll(async () => {
  await t?.close();
});

async function call(path: string, a?: ReturnType<TestApp['agent']>) {
  const cookie = a ? a.cookie() : '';
  return guarded.request(path, { headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

async function userWith(email: string, fields: Partial<typeof users.$inferInsert>) {
  const a = await t.signUp({ email });
  if (Object.keys(fields).length > 0) await t.db.update(users).set(fields).where(eq(users.email, email));
  return a;
}

describe('requireUser / requireAdmin', () => {
  it('answers 401 to anonymous calls', async () => {
    const res = await call('/admin');
    expect(res.status).toBe(401);
  });

  it('answers 403 to a student on an admin endpoint', async () => {
    const aluno = await userWith('aluno-mw@example.com', {});
    const res = await call('/admin', aluno);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: messages.forbidden });
  });

  it('lets an admin (is_admin) through', async () => {
    const admin = await userWith('admin-mw@example.com', { isAdmin: true });
    expect((await call('/admin', admin)).status).toBe(200);
  });
});

describe('requireSubscriber (data_expiracao in the future)', () => {
  it.each([
    ['no subscription', null, 403],
    ['expired yesterday', new Date(Date.now() - DAY), 403],
    ['expired a minute ago', new Date(Date.now() - 60_000), 403],
    ['active for one more hour', new Date(Date.now() + 60 * 60 * 1000), 200],
    ['active for 180 days', new Date(Date.now() + 180 * DAY), 200],
  ])('%s → %s', async (label, dataExpiracao, status) => {
    const a = await userWith(`sub-${label.replace(/\W+/g, '-')}@example.com`, { dataExpiracao });
    const res = await call('/premium', a);
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toMatchObject({ message: messages.subscribersOnly });
  });
});
