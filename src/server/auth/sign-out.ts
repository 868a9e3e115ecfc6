import { eq } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { Auth } from './auth.js';
import { verifiedValue } from './session-lookup.js';

/**
 * Ends the session of a sign-out request's cookie, before Better Auth's sign-out runs.
 *
 * Better Auth's sign-out logs a failure to delete the session and still answers success, clearing the
 * cookie: with the database away, the student would be told they signed out while the session stayed
 * valid on the server. Deleted here, a failure reaches the app's error handler (a 503, and the student
 * is still signed in and may try again); Better Auth's own delete then finds nothing to do.
 */
export async function endSessionOfCookie(auth: Auth, db: Db, cookieHeader: string | undefined): Promise<void> {
  if (!cookieHeader) return;
  const ctx = await auth.$context;
  const token = verifiedValue(parseCookies(cookieHeader)[ctx.authCookies.sessionToken.name], ctx.secret);
  if (token) await db.delete(sessions).where(eq(sessions.token, token));
}
