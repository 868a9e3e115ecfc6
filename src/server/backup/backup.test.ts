import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import { openDatabase, type Database } from '../db/client.js';
import { arquivos, modulos, users } from '../db/schema.js';
import { saveArquivo } from '../storage/arquivos.js';
import { holdAppLock } from './app-lock.js';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.js';

// A round trip on the kind of database this project runs on: back up, change data, restore, compare.
// The api-pglite run backs up an embedded database folder, the api-postgres run a PostgreSQL database.

const onPostgres = process.env.TEST_DB === 'postgres';
let dir: string;
let target: BackupTarget;
let open: () => Promise<Database>;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-backup-'));
  if (onPostgres) {
    const scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_backup');
    await scratch.migrate();
    target = { kind: 'postgres', url: scratch.url };
    open = () => openDatabase({ url: scratch.url });
    dropPostgres = () => scratch.close();
  } else {
    target = { kind: 'pglite', dataDir: dir };
    open = () => openDatabase({ dataDir: path.join(dir, 'db') });
  }
});
afterAll(async () => {
  await dropPostgres?.().catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function snapshot(database: Database) {
  const db = database.db;
  return {
    users: await db
      .select({ id: users.id, email: users.email, nome: users.nome })
      .from(users)
      .orderBy(asc(users.email)),
    modulos: await db.select().from(modulos).orderBy(asc(modulos.id)),
    arquivos: (await db.select().from(arquivos).orderBy(asc(arquivos.id))).map((a) => ({
      ...a,
      dados: Buffer.from(a.dados).toString('base64'),
    })),
  };
}

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores exactly what was backed up, uploads included, after the data changed', async () => {
    const before = await withDatabase(async (database) => {
      await database.migrate();
      await database.db.insert(modulos).values([{ nome: 'Básico' }, { nome: 'Específico' }]);
      const [user] = await database.db
        .insert(users)
        .values({ id: 'u-backup', nome: 'Aluna do Backup', email: 'backup@example.com', emailVerified: false })
        .returning();
      await saveArquivo(database.db, {
        tipo: 'avatar',
        userId: user!.id,
        mime: 'image/webp',
        dados: new Uint8Array(2048).map((_, i) => (i * 31) % 256),
      });
      return snapshot(database);
    });
    expect(before.users).toHaveLength(1);
    expect(before.arquivos).toHaveLength(1);

    const file = path.join(dir, onPostgres ? 'copia.dump' : 'copia.tar.gz');
    await backupDatabase(target, file);

    await withDatabase(async (database) => {
      await database.db.delete(arquivos);
      await database.db.update(users).set({ nome: 'Outro Nome' }).where(eq(users.id, 'u-backup'));
      await database.db.insert(modulos).values({ nome: 'Depois do backup' });
      expect(await snapshot(database)).not.toEqual(before);
    });

    await restoreDatabase(target, file);
    expect(await withDatabase(snapshot)).toEqual(before);
    // Opening and migrating the embedded database three times takes most of 30 s on a busy CI machine.
  }, 120_000);

  it('refuses a missing backup file and changes nothing', async () => {
    const before = await withDatabase(snapshot);
    await expect(restoreDatabase(target, path.join(dir, 'nao-existe.dump'))).rejects.toThrow(/not found/);
    expect(await withDatabase(snapshot)).toEqual(before);
  });

  // Only the embedded database has one writer; PostgreSQL is dumped and restored while it serves.
  if (!onPostgres)
    it('refuses to copy or replace the embedded database while the app has it open', async () => {
      // The lock of a live process that is not this one: the test runner's parent.
      await writeFile(path.join(dir, 'app.pid'), String(process.ppid));
      try {
        await expect(backupDatabase(target, path.join(dir, 'x.tar.gz'))).rejects.toThrow(/app is running/);
        await expect(restoreDatabase(target, path.join(dir, 'copia.tar.gz'))).rejects.toThrow(/app is running/);
      } finally {
        await rm(path.join(dir, 'app.pid'), { force: true });
      }
      // This process's own lock does not stop it (the app's own scripts), and it goes when the process ends.
      holdAppLock(dir);
      await expect(backupDatabase(target, path.join(dir, 'y.tar.gz'))).resolves.toBeUndefined();
      await rm(path.join(dir, 'app.pid'), { force: true });
    });
});
