import { eq, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import { preparedPerDb } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { requestHeader } from '../request-header.js';
import { sessionOf } from './middleware.js';
import { userColumns, type SignedInRead } from './session-row.js';

/**
 * A signed-in read in one round trip to the database: the session lookup's own statement (the session
 * and its user by the unique token) carrying the route's query as one more column, correlated with the
 * session's user and aggregated into one JSON value.
 *
 * The session rules are the lookup's (session-lookup.ts), step for step: the cookie's signature is
 * checked before anything is sent, nothing is cached, an expired session is refused and deleted (what
 * was read beside it is dropped), the expiry slides as before. A session ended by sign-out, a password
 * change or the user's deletion has no row, so the statement returns nothing at all.
 *
 * For the hottest list reads: two round trips (the session, then the list) cost the database and the
 * app more than the list itself (bench 'throughput', docs/decisions/0019). `data` gets the session's
 * user id as SQL and must filter by it.
 */
export function signedInRead<T>(name: string, data: (userId: SQL) => SQL<T>): SignedInRead<T> {
  return preparedPerDb((db) =>
    db
      .select({ session: sessions, user: userColumns, data: data(sql`${sessions.userId}`) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare(name),
  ) as unknown as SignedInRead<T>;
}

/**
 * A GET handler answered from a signedInRead: 401 unless signed in (exposing `user` and `session` as
 * requireUser does), then `answer` with the data. Register it before the router's requireUser, which
 * then never runs for this route.
 */
export function signedInGet<T>(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  read: SignedInRead<T>,
  answer: (c: Context<AppEnv>, data: T) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const row = await sessionOf(deps, requestHeader(c, 'cookie'), read);
    if (!row) throw new AppError('UNAUTHENTICATED');
    c.set('user', row.user);
    c.set('session', row.session);
    return answer(c, row.data);
  };
}
