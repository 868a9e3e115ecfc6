import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
// held busy for real, by pg_sleep on a real server.

const HOLD_SECONDS = 1.5;

type ScratchDatabase = Database & { url: string };

/** Makes every connection of the pool busy for HOLD_SECONDS: returns once they all are, with their end. */
async function holdEveryConnection(database: ScratchDatabase): Promise<{ released: Promise<unknown> }> {
  // then() sends each query now: a Drizzle query runs only once something waits for it.
  const holders = Array.from({ length: POOL_SIZE }, () =>
    database.db.execute(sql`select pg_sleep(${HOLD_SECONDS})`).then(() => undefined),
  );
  // The caller queues only once the pool has opened and handed out all of them.
  await expect.poll(() => sleepingConnections(database), { interval: 20 }).toBe(POOL_SIZE);
  return { released: Promise.all(holders) };
}

/** How many of this database's connections run pg_sleep now, as the server sees it from outside the pool. */
async function sleepingConnections(database: ScratchDatabase): Promise<number> {
  const name = new URL(database.url).pathname.slice(1);
  const result = await observer.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and query like 'select pg_sleep%'`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

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
    const result = await patient.db.execute(sql`select 42 as answer`);
    const waitedMs = performance.now() - started;
    expect(rowsOf(result)).toEqual([{ answer: 42 }]);
    // It waited for one of the held connections, past the 500 ms a connection may take to open.
    expect(waitedMs).toBeGreaterThan(700);
    await burst.released;
  });

  it('gives up after the pool wait as busy, not as an unreachable database', async () => {
    const burst = await holdEveryConnection(hurried);
    const error = await hurried.db.execute(sql`select 1`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPoolBusy(error), String(error)).toBe(true);
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    await burst.released;
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
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'SERVER_BUSY', message: messages.serverBusy });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(logLines.some((line) => line.includes('"event":"pool_busy"'))).toBe(true);
    expect(logLines.some((line) => line.includes('database_unavailable'))).toBe(false);
    await burst.released;

    // The same request once a connection is free: the photo does not exist, an ordinary 404.
    expect((await app.request(photo)).status).toBe(404);
  });
});
