import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import { createApp } from '../app.js';
import { startServices } from '../bootstrap.js';
import { readEnv } from '../env.js';
import { createLogger } from '../logger.js';
import { POOL_SIZE, rowsOf, type Database } from '../db/client.js';
import { isDatabaseUnavailable, isPoolBusy } from '../db/unavailable.js';

// Issue 28 §2: waiting for a free pooled connection has its own limit (PG_POOL_WAIT_MS), apart from the
// time a new connection may take to open (PG_CONNECT_TIMEOUT_MS). A burst that keeps every connection
// busy makes the next request wait, and it lands once one is free; only a wait past the pool's limit
// gives up, and then as 'busy' (503 SERVER_BUSY), never as 'database unavailable'. Every connection is
// held busy for real on a real server: each waits on an advisory lock the test holds, until the test lets
// go. (A fixed pg_sleep made the results depend on how fast a busy machine opened the connections.)

const GATE = 28_0002;

type ScratchDatabase = Database & { url: string };

/** Makes every connection of the pool busy until `release()`: returns once they all are. */
async function holdEveryConnection(database: ScratchDatabase): Promise<{ release: () => Promise<void> }> {
  const gate = new pg.Client({ connectionString: database.url });
  await gate.connect();
  await gate.query('select pg_advisory_lock($1)', [GATE]);
  // then() sends each query now: a Drizzle query runs only once something waits for it.
  const holders = Array.from({ length: POOL_SIZE }, () =>
    database.db.execute(sql`select pg_advisory_xact_lock_shared(${GATE})`).then(() => undefined),
  );
  // The caller queues only once the pool has opened and handed out all of them.
  await expect.poll(() => waitingConnections(database), { interval: 20, timeout: 20_000 }).toBe(POOL_SIZE);
  return {
    async release() {
      await gate.query('select pg_advisory_unlock($1)', [GATE]);
      await gate.end();
      await Promise.all(holders);
    },
  };
}

/** How many of this database's connections wait at the gate now, as the server sees it from outside the pool. */
async function waitingConnections(database: ScratchDatabase): Promise<number> {
  const name = new URL(database.url).pathname.slice(1);
  const result = await observer.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = ${name} and wait_event_type = 'Lock' and query like 'select pg_advisory_xact_lock_shared%'`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The outcome of a query, caught at once so a refusal while the test waits is not an unhandled one. */
const settle = <T>(query: Promise<T>) =>
  query.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

let observer: ScratchDatabase;
let patient: ScratchDatabase;
let hurried: ScratchDatabase;
let dataDir: string;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL run needs TEST_DATABASE_URL');
  // A pool that waits longer than the burst lasts, and one that gives up well before it ends. Both open
  // connections with the same, short, connect limit: the wait for a free one is what differs.
  patient = await scratchPostgres(serverUrl, 'bizu_pool_wait', { connectTimeoutMs: 500, poolWaitMs: 5000 });
  hurried = await scratchPostgres(serverUrl, 'bizu_pool_busy', { connectTimeoutMs: 5000, poolWaitMs: 200 });
  observer = await scratchPostgres(serverUrl, 'bizu_pool_observer');
  await hurried.migrate();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-pool-'));
});
afterAll(async () => {
  await patient?.close();
  await hurried?.close();
  await observer?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a burst that keeps every pooled connection busy', () => {
  it('makes the next query wait for a free connection, longer than a connect may take, and then it lands', async () => {
    const burst = await holdEveryConnection(patient);
    const started = performance.now();
    const pending = settle(patient.db.execute(sql`select 42 as answer`));
    // Held past the 500 ms a connection may take to open, then let go.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await burst.release();
    const { value, error } = await pending;
    expect(error).toBeUndefined();
    expect(rowsOf(value!)).toEqual([{ answer: 42 }]);
    expect(performance.now() - started).toBeGreaterThan(900);
  });

  it('gives up after the pool wait as busy, not as an unreachable database', async () => {
    const burst = await holdEveryConnection(hurried);
    const { error } = await settle(hurried.db.execute(sql`select 1`));
    await burst.release();
    expect(isPoolBusy(error), String(error)).toBe(true);
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('answers a request a 503 with its own code, message and Retry-After, and the next one once it is free', async () => {
    const logLines: string[] = [];
    const env = readEnv({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: 'pool-secret-pool-secret-pool-secret-42' });
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void logLines.push(line) } });
    const { deps } = await startServices(env, { database: hurried, seed: false, logger });
    const { app } = createApp(deps);
    const photo = `/api/arquivos/avatar/${randomUUID()}.webp`;

    const burst = await holdEveryConnection(hurried);
    const res = await app.request(photo);
    await burst.release();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'SERVER_BUSY', message: messages.serverBusy });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(logLines.some((line) => line.includes('"event":"pool_busy"'))).toBe(true);
    expect(logLines.some((line) => line.includes('database_unavailable'))).toBe(false);

    // The same request once a connection is free: the photo does not exist, an ordinary 404.
    expect((await app.request(photo)).status).toBe(404);
  });
});
