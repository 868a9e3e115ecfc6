import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `fn` while no other app process on this database runs its own (migrations, the demo seed). */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock that app processes starting on one PostgreSQL database share. */
const STARTUP_LOCK = 7_341_001;

/** PG_CONNECT_TIMEOUT_MS's default (env.ts). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens PostgreSQL at `url` when given, otherwise an embedded PGlite database in `dataDir`
 * (`memory://` for a throwaway one). PGlite does not create the parents of its folder, so we do.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** How long a request waits for a PostgreSQL connection before it gives up (a 503, app.ts). */
  connectTimeoutMs?: number;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // Without a limit a request waits forever for a connection while the server is unreachable (and
      // so does every request queued behind it for the pool); with one it fails and the student is told
      // to try again. TCP keepalive notices a server that vanished without closing the connection.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle pooled connection that the server ends (restart, failover, an administrator) emits 'error'
    // on the pool; unheard, that error would crash the process. The pool replaces the connection itself.
    pool.on('error', (error) => console.warn('PostgreSQL closed an idle connection:', error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      // Several processes starting at once would each apply the same migrations and seed the demo twice.
      async exclusively(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm lets migrations 0005 and 0008 index the admin searches here too: without the index over the
  // folded statements (0008), folding every row per search costs PGlite about a second on 20,000 rows.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database (backup/app-lock.ts).
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
