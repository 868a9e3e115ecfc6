import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { SessionData } from '../context.js';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import type { Auth } from './auth.js';
import { userColumns, type SignedInRead } from './session-row.js';

interface CookieSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/**
 * The session of a request, as Better Auth's getSession gives it, read in one indexed query.
 *
 * Every signed-in API request asks for its session. Through `auth.api.getSession` that cost an endpoint
 * call of the auth library (context, hooks, two queries) and most of a small request's time
 * (docs/decisions/0019). This does the same steps with the same rules, from the same cookie:
 * - the `session_token` cookie's HMAC-SHA256 signature checked with the auth secret (timing-safe);
 * - the session row and its user in one join by the unique token: a session ended by sign-out, a
 *   password change or the user's deletion is gone from the table, so it stops working at once, in
 *   every process (nothing is cached in memory);
 * - an expired session is refused and deleted;
 * - the expiry slides as Better Auth's does: when a day (updateAge) has passed since it was last set,
 *   unless the student chose not to be remembered (the `dont_remember` cookie).
 * Better Auth's own endpoints (/api/auth/*) still read sessions themselves.
 */
export function createSessionLookup(auth: Auth, db: Db) {
  // Read once from the auth library; kept as a value, so a request does not wait on a settled promise.
  let settings: CookieSettings | undefined;
  let loading: Promise<CookieSettings> | undefined;
  const load = async (): Promise<CookieSettings> => {
    const ctx = await auth.$context;
    return {
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    };
  };

  /** The lookup's steps around `read`, which fetches the session row (and maybe more) by its token. */
  async function lookupWith<R extends SessionData>(
    cookieHeader: string | undefined,
    read: (token: string) => Promise<R[]>,
  ): Promise<R | null> {
    if (!cookieHeader) return null;
    const cfg = settings ?? (settings = await (loading ??= load()));
    const cookies = parseCookies(cookieHeader);
    const token = verifiedValue(cookies[cfg.sessionCookie], cfg.secret);
    if (!token) return null;

    const [row] = await read(token);
    if (!row) return null;
    const now = Date.now();
    if (row.session.expiresAt.getTime() < now) {
      await db.delete(sessions).where(eq(sessions.token, token));
      return null;
    }

    const remember = !verifiedValue(cookies[cfg.dontRememberCookie], cfg.secret);
    if (remember && row.session.expiresAt.getTime() - cfg.expiresInMs + cfg.updateAgeMs <= now) {
      const [updated] = await db
        .update(sessions)
        .set({ expiresAt: new Date(now + cfg.expiresInMs), updatedAt: new Date(now) })
        .where(eq(sessions.token, token))
        .returning();
      // Deleted between the read and the update (a sign-out elsewhere): no session.
      if (!updated) return null;
      return { ...row, session: updated };
    }
    return row;
  }

  const lookupSession = (cookieHeader: string | undefined): Promise<SessionData | null> =>
    lookupWith(cookieHeader, (token) => sessionByToken(db).execute({ token }));
  /**
   * The session and, in the same statement, the signed-in user's own data (signed-in-read.ts): the same
   * steps and refusals; what `read` fetched beside a refused session is dropped unread.
   */
  lookupSession.with = <T>(read: SignedInRead<T>, cookieHeader: string | undefined) =>
    lookupWith(cookieHeader, (token) => read(db).execute({ token }));
  return lookupSession;
}

const sessionByToken = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('bizu_session_by_token'),
);

/** The value of a cookie signed as Better Auth signs them (`value.base64(HMAC-SHA256)`), or null. */
export function verifiedValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
