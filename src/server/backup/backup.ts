import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertAppStopped } from './app-lock.js';

const run = promisify(execFile);

/** Where a backup comes from and goes to: the embedded database of DATA_DIR, or a PostgreSQL server. */
export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * Writes a backup of the whole database to `file`. Uploaded photos and resumo PDFs live in the database
 * (docs/decisions/0012), so they are in it too.
 * - Embedded: PGlite's own copy of its data folder (a gzipped tar). The app must be stopped: PGlite has
 *   one writer, and a copy taken beside a running app could be torn.
 * - PostgreSQL: `pg_dump` in its custom format, a consistent snapshot taken while the app keeps running.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, target.url]);
    return;
  }
  const dbDir = path.join(target.dataDir, 'db');
  if (!existsSync(dbDir)) throw new Error(`No embedded database at ${dbDir} to back up.`);
  assertAppStopped(target.dataDir);
  const db = await PGlite.create(dbDir, { extensions: { pg_trgm } });
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await db.close();
  }
}

/**
 * Replaces the database with the backup in `file`, all or nothing.
 * - Embedded (app stopped): the current data folder is moved aside to `db.before-restore-<time>`,
 *   the backup is loaded into a new one and checked with a query; on any failure the old folder is put back.
 * - PostgreSQL: `pg_restore --clean --if-exists` in a single transaction, so a failed restore leaves the
 *   database as it was. Stop the app processes first, or they may write between the dump's tables.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`Backup file not found: ${file}`);
  if (target.kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.url,
      file,
    ]);
    return;
  }
  assertAppStopped(target.dataDir);
  const dbDir = path.join(target.dataDir, 'db');
  const aside = existsSync(dbDir)
    ? path.join(target.dataDir, `db.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    : undefined;
  if (aside) await rename(dbDir, aside);
  try {
    const blob = new Blob([new Uint8Array(await readFile(file))]);
    const db = await PGlite.create(dbDir, { loadDataDir: blob, extensions: { pg_trgm } });
    try {
      await db.query('select count(*) from users');
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(dbDir, { recursive: true, force: true });
    if (aside) await rename(aside, dbDir);
    throw error;
  }
}
