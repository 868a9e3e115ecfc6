import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { isSubscriptionActive } from '../../shared/rules/subscription.js';
import type { AppDeps, AppEnv, SessionData, SessionUser } from '../context.js';
import { AppError } from '../errors.js';
import { createSessionLookup } from './session-lookup.js';
import type { SignedInRead } from './session-row.js';
import { requestHeader } from '../request-header.js';

const lookups = new WeakMap<AppDeps['auth'], ReturnType<typeof createSessionLookup>>();

/**
 * The request's session (auth/session-lookup.ts), one lookup per auth instance; with `read`, also the
 * signed-in user's data from the same statement (auth/signed-in-read.ts).
 */
export function sessionOf(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  cookieHeader: string | undefined,
): Promise<SessionData | null>;
export function sessionOf<T>(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  cookieHeader: string | undefined,
  read: SignedInRead<T>,
): Promise<(SessionData & { data: T }) | null>;
export function sessionOf<T>(
  { auth, db }: Pick<AppDeps, 'auth' | 'db'>,
  cookieHeader: string | undefined,
  read?: SignedInRead<T>,
) {
  let lookup = lookups.get(auth);
  if (!lookup) lookups.set(auth, (lookup = createSessionLookup(auth, db)));
  return read ? lookup.with(read, cookieHeader) : lookup(cookieHeader);
}

/** 401 unless the request carries a valid session; exposes `user` and `session` to the handler. */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c, deps);
    await next();
  });
}

/**
 * requireUser's check, for a handler that does it itself (GET /api/me: one step of Hono's chain
 * fewer on the most frequent signed-in request): 401 when signed out, else the user, also set on `c`.
 */
export async function authenticate(c: Context<AppEnv>, deps: Pick<AppDeps, 'auth' | 'db'>): Promise<SessionUser> {
  const data = await sessionOf(deps, requestHeader(c, 'cookie'));
  if (!data) throw new AppError('UNAUTHENTICATED');
  c.set('user', data.user);
  c.set('session', data.session);
  return data.user;
}

/** 403 unless the signed-in user is an admin (`is_admin`). Use after requireUser. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user').isAdmin) throw new AppError('FORBIDDEN');
  await next();
});

/** Active subscription = data_expiracao in the future, decided on the server clock. */
export function hasActiveSubscription(user: { dataExpiracao?: Date | string | null }, now = new Date()): boolean {
  return isSubscriptionActive(user.dataExpiracao ?? null, now);
}

/** 403 with the subscribers-only message unless the subscription is active. Use after requireUser. */
export const requireSubscriber = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasActiveSubscription(c.get('user'))) throw new AppError('SUBSCRIPTION_REQUIRED');
  await next();
});
