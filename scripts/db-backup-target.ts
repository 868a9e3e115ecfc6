import path from 'node:path';
import type { BackupTarget } from '../src/server/backup/backup.js';

/** The database the app would open with this environment: DATABASE_URL, else DATA_DIR's embedded one. */
export function backupTargetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR ?? './data' };
}

/** `backups/bizu-<kind>-<time>.<ext>`: a tar of the embedded data folder, or pg_dump's custom format. */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join('backups', `bizu-${target.kind}-${stamp}.${target.kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}
