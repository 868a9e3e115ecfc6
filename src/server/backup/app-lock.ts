import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file a running app keeps in DATA_DIR while it has the embedded database open: its process id. */
const lockFile = (dataDir: string) => path.join(dataDir, 'app.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks DATA_DIR as in use by this process until it exits (src/server/main.ts, embedded database only). */
export function holdAppLock(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  process.once('exit', () => {
    if (readPid(dataDir) === process.pid) rmSync(lockFile(dataDir), { force: true });
  });
}

function readPid(dataDir: string): number | undefined {
  if (!existsSync(lockFile(dataDir))) return undefined;
  const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Refuses to touch the embedded database while an app process has it open. */
export function assertAppStopped(dataDir: string): void {
  const pid = readPid(dataDir);
  if (pid !== undefined && pid !== process.pid && isAlive(pid))
    throw new Error(
      `The app is running (process ${pid}) on the embedded database in ${dataDir}: stop it before a backup or a restore.`,
    );
}
