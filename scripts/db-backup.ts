// `npm run db:backup -- [file]`: a backup of the database the app uses (DATABASE_URL, else the embedded one
// in DATA_DIR), uploads included. See src/server/backup/backup.ts for what each kind needs.
import { backupDatabase } from '../src/server/backup/backup.js';
import { backupTargetFromEnv, defaultBackupFile } from './db-backup-target.js';

const target = backupTargetFromEnv();
const file = process.argv[2] ?? defaultBackupFile(target);
try {
  await backupDatabase(target, file);
  console.log(
    `Backup of the ${target.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} written to ${file}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
