import type { HttpBindings } from '@hono/node-server';
import type { Auth } from './auth/auth.js';
import type { Db } from './db/client.js';
import type { Env } from './env.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';

/** What every route factory receives: built once at start-up, no globals. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  env: Env;
  mailer: Mailer;
  logger: Logger;
}

export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { user: SessionUser; session: SessionData['session'] };
}
