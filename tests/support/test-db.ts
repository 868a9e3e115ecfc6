import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.js';

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database named `{prefix}_{random}` on the server of `serverUrl`; `close()` drops it again. */
export async function scratchPostgres(
  serverUrl: string,
  prefix: string,
  options: Omit<Parameters<typeof openDatabase>[0], 'url' | 'dataDir'> = {},
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database
 * on the TEST_DATABASE_URL server that `close()` drops again.
 */
export async function freshDatabase(
  options: Pick<Parameters<typeof openDatabase>[0], 'onTransactionRetry'> = {},
): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return scratchPostgres(serverUrl, 'bizu_test', options);
}
