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
import { withTransactionRetry } from './transaction-retry.js';

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
  /** An embedded database's files, to open a copy of it with loadDataDir (PGlite only). */
  dumpDataDir?(): Promise<Blob>;
}

/** Any fixed number: the advisory lock that app processes starting on one PostgreSQL database share. */
const STARTUP_LOCK = 7_341_001;

/** PG_CONNECT_TIMEOUT_MS's and PG_POOL_WAIT_MS's defaults (env.ts). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_POOL_WAIT_MS = 10_000;

/** The pool's size: connections one app process keeps to PostgreSQL at most. */
export const POOL_SIZE = 10;

/**
 * pg-pool has one `connectionTimeoutMillis` for two different waits: for a free connection while all
 * are busy, and for a new connection to open. They mean different things (the app is busy; the database
 * is unreachable) and deserve different limits, so the pool gets the first and each connection it opens
 * is a client with the second of its own (pg's client-side connect timeout, `Connection terminated` when
 * it fires: db/unavailable.ts). pg-pool still arms its own timer with the pool's value on a new
 * connection, so a connect gives up at the shorter of the two.
 */
function clientWithConnectTimeout(connectTimeoutMs: number): typeof pg.Client {
  return class ClientWithConnectTimeout extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  };
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens PostgreSQL at `url` when given, otherwise an embedded PGlite database in `dataDir`
 * (`memory://` for a throwaway one). PGlite does not create the parents of its folder, so we do.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** An embedded database's files to start from (PGlite's dumpDataDir): the tests' migrated copy. */
  loadDataDir?: Blob;
  /** How long opening a PostgreSQL connection may take before the database counts as unreachable (a 503, app.ts). */
  connectTimeoutMs?: number;
  /** How long a request waits for a free pooled connection while all are busy (a 503 'busy', app.ts). */
  poolWaitMs?: number;
  /** Told when a PostgreSQL transaction ended by a deadlock or a serialization failure runs again. */
  onTransactionRetry?: (code: string, attempt: number) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: POOL_SIZE,
      // Without limits a request waits forever for a connection while the server is unreachable (and so
      // does every request queued behind it for the pool); with them it fails and the student is told to
      // try again. A burst of students waits for a free connection longer than a connect may take: a
      // busy pool is not an unreachable database. TCP keepalive notices a server that vanished without
      // closing the connection.
      Client: clientWithConnectTimeout(opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS),
      connectionTimeoutMillis: opts.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle pooled connection that the server ends (restart, failover, an administrator) emits 'error'
    // on the pool; unheard, that error would crash the process. The pool replaces the connection itself.
    pool.on('error', (error) => console.warn('PostgreSQL closed an idle connection:', error.message));
    const db = drizzlePg(pool, { schema });
    // Every service's transaction runs again after a deadlock or a serialization failure (40P01, 40001):
    // the transaction helper of issue 28 §2, here so that no call site can forget it. Savepoints (a
    // transaction inside one) are left alone: the outer transaction is what runs again.
    const transaction = db.transaction.bind(db);
    db.transaction = ((run, config) =>
      withTransactionRetry(() => transaction(run, config), {
        onRetry: opts.onTransactionRetry,
      })) as typeof db.transaction;
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
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database (backup/app-lock.ts).
    exclusively: (fn) => fn(),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
