import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { isDatabaseUnavailable, isPoolBusy } from './unavailable.js';

/** The error a real query gives, whatever it is. */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable', () => {
  it('knows a server that refuses the connection, through Drizzle’s wrapper too', async () => {
    // Port 1 on loopback: nothing listens there.
    const database = await openDatabase({ url: 'postgres://bizu@127.0.0.1:1/bizu', connectTimeoutMs: 1000 });
    try {
      const error = await errorOf(() => database.db.execute('select 1'));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: 'postgres://bizu@127.0.0.1:1/bizu' });
    expect(isDatabaseUnavailable(await errorOf(() => client.connect()))).toBe(true);
  });

  it('knows the server shutting down or cutting the connection, and a connection that could not open in time', () => {
    for (const error of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout expired'),
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isPoolBusy(error), String(error)).toBe(false);
    }
  });

  it('leaves a fault of the query itself alone (a 500, logged as a bug)', async () => {
    const database = await openDatabase({});
    try {
      for (const statement of ['select * from no_such_table', 'select 1/0', 'selec 1']) {
        const error = await errorOf(() => database.db.execute(statement));
        expect(isDatabaseUnavailable(error), statement).toBe(false);
      }
    } finally {
      await database.close();
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isPoolBusy', () => {
  it('knows a pool whose every connection stayed busy, and tells it apart from an unreachable database', () => {
    const busy = new Error('timeout exceeded when trying to connect');
    expect(isPoolBusy(busy)).toBe(true);
    expect(isPoolBusy(new Error('Failed query: select 1', { cause: busy }))).toBe(true);
    expect(isDatabaseUnavailable(busy)).toBe(false);
    expect(isPoolBusy(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isPoolBusy(new TypeError('x is undefined'))).toBe(false);
    expect(isPoolBusy(null)).toBe(false);
  });
});
