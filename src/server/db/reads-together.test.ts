import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/test-db.js';
import type { Database, Db } from './client.js';
import { readsTogether } from './reads-together.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Two reads that record when they start and end. */
function recorded(db: Db) {
  const log: string[] = [];
  const read = (name: string) => async () => {
    log.push(`${name} starts`);
    await db.execute(sql`select 1`);
    log.push(`${name} ends`);
    return name;
  };
  return { log, first: read('first'), second: read('second') };
}

describe('readsTogether', () => {
  it('starts both reads at once on the pool', async () => {
    const { log, first, second } = recorded(database.db);
    expect(await readsTogether(database.db, first, second)).toEqual(['first', 'second']);
    expect(log.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('runs them one after the other inside a transaction, whose one connection takes a query at a time', async () => {
    const result = await database.db.transaction(async (tx) => {
      const { log, first, second } = recorded(tx);
      const values = await readsTogether(tx, first, second);
      return { log, values };
    });
    expect(result.values).toEqual(['first', 'second']);
    expect(result.log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
