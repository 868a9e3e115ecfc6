import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import type { Database } from './client.js';
import { rowsOf } from './client.js';

// Issue 28 §2: two transactions that lock the same two rows in opposite orders deadlock; PostgreSQL
// ends one of them (40P01). The pool's transactions run again after it, so both writes land and
// neither caller sees an error. Real transactions on a real server, held in step by two promises.

let database: Database;
const retries: Array<[string, number]> = [];

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL run needs TEST_DATABASE_URL');
  database = await scratchPostgres(serverUrl, 'bizu_retry', {
    onTransactionRetry: (code, attempt) => retries.push([code, attempt]),
  });
  await database.db.execute(sql`create table contas (id int primary key, saldo int not null)`);
});
afterAll(async () => {
  await database?.close();
});

function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a deadlock between two writes', () => {
  it('ends with both writes landed, one of them run again', async () => {
    const { db } = database;
    await db.execute(sql`insert into contas values (1, 0), (2, 0)`);
    const firstHoldsOne = latch();
    const secondHoldsTwo = latch();
    let firstRuns = 0;
    let secondRuns = 0;

    const first = db.transaction(async (tx) => {
      await tx.execute(sql`update contas set saldo = saldo + 1 where id = 1`);
      if (firstRuns++ === 0) {
        firstHoldsOne.open();
        await secondHoldsTwo.opened;
      }
      await tx.execute(sql`update contas set saldo = saldo + 10 where id = 2`);
    });
    const second = db.transaction(async (tx) => {
      await tx.execute(sql`update contas set saldo = saldo + 100 where id = 2`);
      if (secondRuns++ === 0) {
        secondHoldsTwo.open();
        await firstHoldsOne.opened;
      }
      await tx.execute(sql`update contas set saldo = saldo + 1000 where id = 1`);
    });
    await Promise.all([first, second]);

    const rows = rowsOf<{ id: number; saldo: number }>(await db.execute(sql`select id, saldo from contas order by id`));
    expect(rows).toEqual([
      { id: 1, saldo: 1001 },
      { id: 2, saldo: 110 },
    ]);
    expect(retries).toEqual([['40P01', 1]]);
    expect(firstRuns + secondRuns).toBe(3);
  });

  it('leaves an error of the request itself to its caller, run once', async () => {
    const { db } = database;
    retries.length = 0;
    let runs = 0;
    await expect(
      db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into contas values (1, 0)`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
    expect(retries).toEqual([]);
  });
});
