import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';
import { createAuth } from './auth.js';
import { createSessionLookup } from './session-lookup.js';
import type { SessionData } from '../context.js';
import { notasWithSession } from '../services/notas/list-notas.js';

// The one-query session lookup against Better Auth's own getSession, on the same real database.
let t: TestApp;
let plain: ReturnType<typeof createSessionLookup>;
const PASSWORD = 'senha-secreta';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  plain = createSessionLookup(t.deps.auth, t.db);
});
afterAll(async () => {
  await t?.close();
});

type Agent = ReturnType<TestApp['agent']>;
const tokenOf = (a: Agent) => decodeURIComponent(a.jar.get('better-auth.session_token')!).split('.')[0]!;
const signed = (value: string, secret: string) =>
  encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);

type Lookup = (cookie: string | undefined) => Promise<SessionData | null>;

/**
 * Every rule is checked twice: on the lookup alone (requireUser), and on the lookup carrying a signed-in
 * read in the same statement (signed-in-read.ts, GET /api/notas), whose data is dropped here.
 */
const variants: Array<[tag: string, variant: (l: ReturnType<typeof createSessionLookup>) => Lookup]> = [
  ['so', (l) => l],
  [
    'com-notas',
    (l) => async (cookie) => {
      const row = await l.with(notasWithSession, cookie);
      if (!row) return row;
      const { data, ...sessionData } = row;
      expect(Array.isArray(data)).toBe(true);
      return sessionData;
    },
  ],
];

describe.each(variants)('session lookup (%s)', (tag, variant) => {
  const lookup: Lookup = (cookie) => variant(plain)(cookie);

  describe('what is refused', () => {
    it('no cookie, another cookie, an unsigned or tampered token, a token signed with another secret', async () => {
      const a = await t.signUp({ email: `recusas-sessao-${tag}@example.com` });
      const token = tokenOf(a);
      expect(await lookup(undefined)).toBeNull();
      expect(await lookup('tema=escuro')).toBeNull();
      expect(await lookup(`better-auth.session_token=${token}`)).toBeNull();
      expect(
        await lookup(`better-auth.session_token=${signed(token, 'outro-segredo-outro-segredo-outro')}`),
      ).toBeNull();
      const real = a.jar.get('better-auth.session_token')!;
      const tampered = real.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
      expect(await lookup(`better-auth.session_token=${tampered}`)).toBeNull();
      // The same token, rightly signed: accepted (so the refusals above are about the signature).
      expect(await lookup(`better-auth.session_token=${signed(token, t.env.authSecret!)}`)).not.toBeNull();
    });

    it('a session signed out, ended by a password change, or of a deleted user stops at once', async () => {
      const a = await t.signUp({ email: `fim-sessao-${tag}@example.com`, password: PASSWORD });
      const other = await t.signIn(`fim-sessao-${tag}@example.com`, PASSWORD);
      expect(await lookup(other.cookie())).not.toBeNull();

      const changed = await a.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: 'nova-senha-1' });
      expect(changed.status).toBe(200);
      expect(await lookup(other.cookie())).toBeNull();
      expect(await lookup(a.cookie())).not.toBeNull();

      const cookie = a.cookie();
      expect((await a.post('/api/auth/sign-out', {})).status).toBe(200);
      expect(await lookup(cookie)).toBeNull();

      const gone = await t.signUp({ email: `apagado-sessao-${tag}@example.com` });
      expect(await lookup(gone.cookie())).not.toBeNull();
      await t.db.delete(users).where(eq(users.email, `apagado-sessao-${tag}@example.com`));
      expect(await lookup(gone.cookie())).toBeNull();
    });

    it('an expired session is refused and removed', async () => {
      const a = await t.signUp({ email: `expirada-${tag}@example.com` });
      const token = tokenOf(a);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.token, token));
      expect(await lookup(a.cookie())).toBeNull();
      expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
    });
  });

  describe('what is read', () => {
    it('the same user and session as Better Auth getSession, field for field', async () => {
      const a = await t.signUp({ email: `igual-${tag}@example.com`, whatsapp: '11987654321' });
      await t.db
        .update(users)
        .set({ qra: 'IGUAL', dataExpiracao: new Date(Date.now() + 30 * DAY), isAdmin: true })
        .where(eq(users.email, `igual-${tag}@example.com`));
      const cookie = a.cookie();
      const theirs = await t.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
      const ours = await lookup(cookie);
      expect(theirs).not.toBeNull();
      expect(ours).toEqual(theirs);
    });

    it('works from another process over the same database, and ends there at sign-out', async () => {
      // Another process: its own auth instance and lookup, sharing nothing with this one but the database.
      const otherAuth = createAuth({
        db: t.db,
        mailer: t.deps.mailer,
        baseURL: TEST_ORIGIN,
        secret: t.env.authSecret!,
      });
      const otherLookup = variant(createSessionLookup(otherAuth, t.db));
      const a = await t.signUp({ email: `dois-processos-${tag}@example.com` });
      const cookie = a.cookie();
      expect((await otherLookup(cookie))?.user.email).toBe(`dois-processos-${tag}@example.com`);
      expect((await a.post('/api/auth/sign-out', {})).status).toBe(200);
      expect(await otherLookup(cookie)).toBeNull();
    });

    it('slides the expiry once a day has passed since it was set, unless the student chose not to be remembered', async () => {
      const remembered = await t.signUp({ email: `lembrado-${tag}@example.com`, password: PASSWORD });
      const stale = new Date(Date.now() + 30 * DAY - DAY - 60_000);
      await t.db
        .update(sessions)
        .set({ expiresAt: stale })
        .where(eq(sessions.token, tokenOf(remembered)));
      const renewed = await lookup(remembered.cookie());
      expect(renewed!.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);

      // A fresh session is not written again.
      const fresh = await lookup(remembered.cookie());
      expect(fresh!.session.updatedAt).toEqual(renewed!.session.updatedAt);

      // Signed in without 'Lembrar-me' (the test agent's sign-in): the dont_remember cookie keeps it as it is.
      const once = await t.signIn(`lembrado-${tag}@example.com`, PASSWORD);
      expect(once.jar.has('better-auth.dont_remember')).toBe(true);
      await t.db
        .update(sessions)
        .set({ expiresAt: stale })
        .where(eq(sessions.token, tokenOf(once)));
      const kept = await lookup(once.cookie());
      expect(kept!.session.expiresAt).toEqual(stale);
    });
  });
});
