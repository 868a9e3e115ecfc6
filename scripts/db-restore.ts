// `npm run db:restore -- <file>`: replaces the database the app uses (DATABASE_URL, else the embedded one in
// DATA_DIR) with a backup made by `npm run db:backup`. Stop the app first.
import { restoreDatabase } from '../src/server/backup/backup.js';
import { backupTargetFromEnv } from './db-backup-target.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
const target = backupTargetFromEnv();
try {
  await restoreDatabase(target, file);
  console.log(`Restored ${file} into the ${target.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
