import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { createAuth } from './auth/auth.js';
import { trustedOrigins } from './auth/trusted-origins.js';
import type { AppDeps } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { modulos } from './db/schema.js';
import type { Env } from './env.js';
import { createMailer } from './mail/mailer.js';
import { createLogger, type Logger } from './logger.js';

/**
 * The signing secret: BETTER_AUTH_SECRET when set; otherwise one made on first start and kept in
 * DATA_DIR, so sessions survive restarts without any setup on a developer machine.
 */
function authSecret(env: Env): string {
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface Services {
  database: Database;
  deps: AppDeps;
  seeded: boolean;
}

/** Opens and migrates the database, seeds demo content when wanted and empty, and wires the adapters. */
export async function startServices(
  env: Env,
  opts: { database?: Database; seed?: boolean; logger?: Logger } = {},
): Promise<Services> {
  const logger = opts.logger ?? createLogger({ level: env.logLevel });
  const db =
    opts.database ??
    (await openDatabase({
      url: env.databaseUrl,
      dataDir: path.join(env.dataDir, 'db'),
      connectTimeoutMs: env.databaseConnectTimeoutMs,
      poolWaitMs: env.databasePoolWaitMs,
      onTransactionRetry: (code, attempt) => logger.warn({ code, attempt }, 'transaction retried'),
    }));
  const seeded = await db.exclusively(async () => {
    await db.migrate();
    // The embedded database is for trying Bizu out, so it starts with demo content; a server only on request.
    const wantsSeed = opts.seed ?? (db.kind === 'pglite' || env.seedDemo);
    if (!wantsSeed) return false;
    const [row] = await db.db.select({ n: count() }).from(modulos);
    if (Number(row?.n ?? 0) > 0) return false;
    // Loaded only when needed: the demo content is large and most starts do not seed.
    const { seedDemo } = await import('./seed/index.js');
    await seedDemo(db.db);
    return true;
  });
  const mailer = createMailer({
    from: env.mailFrom,
    smtpUrl: env.smtpUrl,
    outboxDir: path.join(env.dataDir, 'outbox'),
  });
  const auth = createAuth({
    db: db.db,
    mailer,
    baseURL: env.appUrl,
    secret: authSecret(env),
    trustedOrigins: trustedOrigins({ appUrl: env.appUrl, port: env.port, extra: env.trustedOrigins }),
  });
  return { database: db, deps: { db: db.db, auth, env, mailer, logger }, seeded };
}
