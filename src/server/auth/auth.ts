import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetEmail } from '../mail/templates.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/rules/password.js';
import { applyPendingPaymentsOrLog } from '../billing/apply-payment-event.js';
import { installSpanStorages } from './async-storage.js';
import { hashPassword, verifyPassword } from './password.js';

const DAY = 60 * 60 * 24;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  baseURL: string;
  secret: string;
  /** Origins allowed on state-changing requests (auth/trusted-origins.ts); `baseURL`'s is always one. */
  trustedOrigins?: string[];
}

/**
 * Better Auth over our own tables: its user is SPEC's `users` row (name → nome, plus the profile
 * fields), so one table holds identity and profile. Fields a user must not set themselves
 * (is_admin, data_expiracao, ...) are `input: false`.
 */
export function createAuth({ db, mailer, baseURL, secret, trustedOrigins = [] }: AuthDeps) {
  // Before Better Auth makes its AsyncLocalStorages: ours hook the process's promises only while one
  // of its calls runs (async-storage.ts, docs/decisions/0032).
  installSpanStorages();
  return betterAuth({
    appName: 'Bizu',
    baseURL,
    basePath: '/api/auth',
    secret,
    // Better Auth's CSRF check: a POST whose Origin is not one of these is refused (403 INVALID_ORIGIN).
    trustedOrigins: [...new Set([new URL(baseURL).origin, ...trustedOrigins])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    user: {
      fields: { name: 'nome' },
      additionalFields: {
        whatsapp: { type: 'string', required: false, input: true },
        avatarUrl: { type: 'string', required: false, input: false },
        editalId: { type: 'number', required: false, input: false },
        unidadeId: { type: 'number', required: false, input: false },
        qra: { type: 'string', required: false, input: false },
        showInRanking: { type: 'boolean', required: false, input: false, defaultValue: true },
        dataExpiracao: { type: 'date', required: false, input: false },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: {
      // "Lembrar-me" keeps a 30-day session; without it Better Auth issues a browser-session cookie.
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: DAY,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...passwordResetEmail({ nome: user.name, url }) });
      },
    },
    // Profile changes go through our own validated endpoints, not Better Auth's generic ones
    // (a password change through POST /api/perfil/senha, which limits attempts per student).
    disabledPaths: ['/update-user', '/change-email', '/delete-user', '/change-password'],
    // Our own limiter (auth/rate-limit.ts) counts per IP and per e-mail in the database.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // Better Auth turns its origin check off when NODE_ENV=test; keep it on, so tests see production.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // A failure that is not one of Better Auth's own refusals (the database unreachable, a bug) reaches the
    // app's error handler instead of becoming a bare 500 here: a 503 when PostgreSQL is away (app.ts).
    onAPIError: { throw: true },
    databaseHooks: {
      user: {
        create: {
          // Runs after the new account is committed: purchases made with its e-mail before it existed
          // are applied now. A failure must not fail the sign-up; the payment stays pending and logged.
          after: (user) => applyPendingPaymentsOrLog(db, user),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
