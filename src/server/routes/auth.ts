import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { recoveryRequestSchema, signinRequestSchema, signupRequestSchema } from '../../shared/schemas/auth.js';
import { clientIp } from '../auth/client-ip.js';
import { hitRateLimit } from '../auth/rate-limit.js';
import { translateAuthError } from '../auth/translate-error.js';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { parseOrThrow } from './validate.js';

/** Auth endpoints whose bodies we validate and rate-limit before Better Auth sees them. */
const guarded: Record<string, z.ZodType<{ email: string }>> = {
  '/api/auth/sign-in/email': signinRequestSchema,
  '/api/auth/sign-up/email': signupRequestSchema,
  '/api/auth/request-password-reset': recoveryRequestSchema,
};

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/** Better Auth under /api/auth, with pt-BR validation, a per-IP and per-e-mail limit, and pt-BR errors. */
export function authRoutes({ auth, db, env }: AppDeps) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    let request = c.req.raw;
    const schema = c.req.method === 'POST' ? guarded[c.req.path] : undefined;
    if (schema) {
      const body = parseOrThrow(schema, await readJson(c));
      const email = body.email.trim().toLowerCase();
      const normalized = { ...body, email };
      const ip = clientIp(c, env.trustProxy);
      const path = c.req.path.slice('/api/auth'.length);
      if (await hitRateLimit(db, [`${path}:ip:${ip}`, `${path}:email:${email}`], env.authRateLimit)) {
        throw new AppError('RATE_LIMITED');
      }
      const headers = new Headers(request.headers);
      headers.delete('content-length');
      request = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(normalized) });
    }

    const response = await auth.handler(request);
    if (response.status < 400) return response;

    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const translated = translateAuthError(c.req.path, response.status, body);
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.delete('content-length');
    return new Response(JSON.stringify({ code: translated.code, message: translated.message }), {
      status: translated.status,
      headers,
    });
  });
}
