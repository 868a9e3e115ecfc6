// The app under load: one process of its own (src/server/main.ts, as in production) on a PostgreSQL
// database the run creates and drops, with the demo content seeded. The load generator stays in the
// parent, so the two do not share an event loop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/** Settings of the app process that are not production defaults, and why (printed by `npm run load`). */
export const LOAD_APP_ENV = {
  // 200 students sign up and sign in again and again within a minute: far past the production limit of
  // 10 a minute per e-mail and per address, which would answer 429. The limit is still counted.
  AUTH_RATE_LIMIT: '1000000',
  // Each student comes from an address of its own (X-Forwarded-For), as behind a proxy in production.
  TRUST_PROXY: '1',
  // Refusals and server errors only: one JSON line per request would be the pipe's cost, not the app's.
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
};

/** USER_HZ of Linux's /proc times (100 on every common build). */
const CLOCK_TICKS = 100;

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  base: string;
  origin: string;
  databaseUrl: string;
  /** Log lines at warn or above (and anything on stderr) the app wrote: refusals and server errors. */
  complaints: string[];
  /** CPU time the app process used so far (Linux /proc; undefined elsewhere). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

export async function startAppProcess(serverUrl: string, port: number): Promise<AppProcess> {
  const dbName = `bizu_load_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-load-'));
  const listenPort = port || (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...LOAD_APP_ENV,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: randomBytes(24).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const complaints: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    // The SPA is not built for the load (it reads /api only); main.ts still mounts it and says so.
    if (!line.startsWith('serveStatic: root path')) complaints.push(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the app did not start within 120 s')), 120_000);
      void exited.then(() => reject(new Error(`the app exited at start: ${complaints.slice(-5).join(' | ')}`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('Bizu listening on ')) {
          clearTimeout(timer);
          resolve();
        } else if (line.startsWith('{')) complaints.push(line);
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const cpuSeconds = () => {
    try {
      // Fields 14 and 15 of /proc/PID/stat (after the parenthesised name): user and system time in ticks.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    } catch {
      return undefined;
    }
  };
  return { base: origin, origin, databaseUrl, complaints, cpuSeconds, stop };
}
