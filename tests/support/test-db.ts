import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const migrationsFolder = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

/** Where the migrated PGlite copy of this set of migrations is kept (a new migration makes a new copy). */
function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return path.join(tmpdir(), `bizu-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A fresh database with every migration applied, for the app's tests. Starting PGlite from nothing
 * (its initdb) and migrating costs about two seconds a test file; loading the files of a database
 * migrated once costs a quarter of that. The copy is made by the first test that needs it and kept in
 * the system's temporary folder under the migrations' hash; two workers racing to make it each write
 * their own file and rename it into place, so a reader never sees half a file. PostgreSQL (TEST_DB)
 * gets a new database, migrated when the app starts, as before.
 */
export async function freshMigratedDatabase(
  options: Pick<Parameters<typeof openDatabase>[0], 'onTransactionRetry'> = {},
): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return freshDatabase(options);
  const file = pgliteTemplatePath();
  let bytes = await readFile(file).catch(() => undefined);
  if (!bytes) {
    const scratch = await openDatabase({});
    await scratch.migrate();
    const dump = await scratch.dumpDataDir!();
    await scratch.close();
    bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return openDatabase({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
}
