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
 * Only a sign-out from a trusted Origin is acted on here: Better Auth refuses any other (403), and a
 * refused sign-out must leave the session as it was.
 */
export async function endSessionOfCookie(
  auth: Auth,
  db: Db,
  request: { cookie: string | undefined; origin: string | undefined },
): Promise<void> {
  const cookieHeader = request.cookie;
  if (!cookieHeader || !request.origin) return;
  const ctx = await auth.$context;
  if (!ctx.trustedOrigins.includes(request.origin)) return;
  const token = verifiedValue(parseCookies(cookieHeader)[ctx.authCookies.sessionToken.name], ctx.secret);
  if (token) await db.delete(sessions).where(eq(sessions.token, token));
}
