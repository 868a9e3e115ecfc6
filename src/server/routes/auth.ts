import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { recoveryRequestSchema, signinRequestSchema, signupRequestSchema } from '../../shared/schemas/auth.js';
import { safeAuthSuccess } from '../auth/auth-success-body.js';
import { clientIp } from '../auth/client-ip.js';
import { authEndpointInUse, resetTokenAttemptKey } from '../auth/endpoints-in-use.js';
import { hitRateLimit } from '../auth/rate-limit.js';
import { endSessionOfCookie } from '../auth/sign-out.js';
import { trustedDeviceId, trustedDeviceSetCookie } from '../auth/trusted-device.js';
import { translateAuthError } from '../auth/translate-error.js';
import type { AppDeps, AppEnv } from '../context.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { parseOrThrow, refuseNulInJsonBody } from './validate.js';

/** Auth endpoints whose bodies we validate and rate-limit before Better Auth sees them. */
const guarded: Record<string, z.ZodType<{ email: string }>> = {
  '/api/auth/sign-in/email': signinRequestSchema,
  '/api/auth/sign-up/email': signupRequestSchema,
  '/api/auth/request-password-reset': recoveryRequestSchema,
};

const SIGN_UP_PATH = '/api/auth/sign-up/email';
const SIGN_OUT_PATH = '/api/auth/sign-out';
/** Where a person proves the account is theirs, so this browser is trusted for it (decision 0022). */
const SIGNS_IN = new Set(['/api/auth/sign-in/email', SIGN_UP_PATH]);

/**
 * The buckets an attempt counts in: the caller's IP, and the e-mail's. A browser trusted for the e-mail
 * (it signed in to it before) has a bucket of its own for that e-mail, so failed attempts from elsewhere
 * never lock it out, while they still lock out every other newcomer (decisions 0004 and 0022).
 */
function attemptKeys(path: string, ip: string, email: string, deviceId: string | undefined): string[] {
  const perEmail = deviceId ? `${path}:email:${email}:device:${deviceId}` : `${path}:email:${email}`;
  return [`${path}:ip:${ip}`, perEmail];
}

/** An account whose e-mail equals `email` ignoring case (served by the unique index on lower(email)). */
async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

function jsonError(status: number, body: { code: string; message: string }, headers = new Headers()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status, headers });
}

/** The spec's "already registered" answer (SPEC §8 signupDuplicate). */
function duplicateEmail(): Response {
  const { status, code, message } = translateAuthError(SIGN_UP_PATH, 422, { code: 'USER_ALREADY_EXISTS' });
  return jsonError(status, { code, message });
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/**
 * Better Auth under /api/auth: only the endpoints the app uses (auth/endpoints-in-use.ts), with pt-BR
 * validation, a per-IP and per-e-mail limit, pt-BR errors, and no session token in any body.
 */
export function authRoutes({ auth, db, env }: AppDeps) {
  const secret = auth.$context.then((ctx) => ctx.secret);
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length);
    const endpoint = authEndpointInUse(c.req.method, path);
    if (!endpoint) throw new AppError('NOT_FOUND');
    if (endpoint.checksToken && (await hitRateLimit(db, [resetTokenAttemptKey(clientIp(c, env))], env.authRateLimit))) {
      throw new AppError('RATE_LIMITED');
    }
    let request = c.req.raw;
    let email: string | undefined;
    const schema = c.req.method === 'POST' ? guarded[c.req.path] : undefined;
    if (schema) {
      const body = parseOrThrow(schema, await readJson(c));
      email = body.email.trim().toLowerCase();
      const normalized = { ...body, email };
      const ip = clientIp(c, env);
      const deviceId = trustedDeviceId({
        cookieHeader: c.req.header('cookie'),
        appUrl: env.appUrl,
        secret: await secret,
        email,
      });
      if (await hitRateLimit(db, attemptKeys(path, ip, email, deviceId), env.authRateLimit)) {
        throw new AppError('RATE_LIMITED');
      }
      // Better Auth looks e-mails up by exact value; the database holds them unique ignoring case, so an
      // address that differs only in case is the same person's (also for a row not written by sign-up).
      if (c.req.path === SIGN_UP_PATH && (await emailTaken(db, email))) return duplicateEmail();
      const headers = new Headers(request.headers);
      headers.delete('content-length');
      request = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(normalized) });
    }

    if (request.method === 'POST') await refuseNulInJsonBody(request);
    if (c.req.path === SIGN_OUT_PATH && c.req.method === 'POST')
      await endSessionOfCookie(auth, db, { cookie: c.req.header('cookie'), origin: c.req.header('origin') });
    const response = await auth.handler(request);
    if (response.status === 200 && email && SIGNS_IN.has(c.req.path)) {
      response.headers.append(
        'set-cookie',
        trustedDeviceSetCookie({ appUrl: env.appUrl, secret: await secret, email }),
      );
    }
    if (response.status < 400) return safeAuthSuccess(c.req.path, response);

    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    // Two sign-ups of one e-mail at once: both pass the check above, the unique index refuses the second,
    // which Better Auth reports as a failure to create the user. To the person it is a duplicate.
    if (c.req.path === SIGN_UP_PATH && body?.code === 'FAILED_TO_CREATE_USER' && email) {
      if (await emailTaken(db, email)) return duplicateEmail();
    }
    const translated = translateAuthError(c.req.path, response.status, body);
    return jsonError(
      translated.status,
      { code: translated.code, message: translated.message },
      new Headers(response.headers),
    );
  });
}
