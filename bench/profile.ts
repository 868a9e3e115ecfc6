// A CPU profile of the app under the throughput part's load (docs/decisions/0019): starts bench/server.ts
// on a fresh PostgreSQL database under `node --cpu-prof`, loads one route with autocannon (20 connections)
// and prints the process's self time by package and by function.
//
//   PROFILE_TARGET=me|notas|config|ceiling-db|ceiling-json|ceiling-json-headers [PROFILE_SECONDS=8] [PROFILE=0] npx tsx bench/profile.ts
//
// ceiling-json-headers is the reference /api/config is judged against (decision 0037): the bare JSON route
// served by the app's serveApp, with the app's API headers.
//
// Besides req/s it prints the loaded server's CPU time (user + system) per request, read from /proc: on a
// machine shared with other work that figure moves much less than req/s. It prints the CPU time every
// PostgreSQL process of the machine spent per request in the same span (the database's share of the cost).
// The .cpuprofile is kept (its path is printed) for a closer look in Chrome's DevTools.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchSignIn } from './sign-in.js';
import { analyzeDatabase } from './throughput.js';

const target = process.env.PROFILE_TARGET ?? 'me';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
// PROFILE=0: only the figures (req/s, CPU a request), without the profiler's own cost.
const profiling = process.env.PROFILE !== '0';
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A process's CPU time so far (user + system), in µs, from /proc (Linux). */
async function cpuTimeOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, counted in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The CPU time so far of each PostgreSQL process of this machine (the server and its backends), in µs. */
async function databaseCpuTimes(): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'postgres') continue;
    const time = await cpuTimeOf(Number(entry)).catch(() => undefined);
    if (time !== undefined) times.set(Number(entry), time);
  }
  return times;
}

/** The database's CPU time between two readings: a backend that ended in between is not counted. */
function databaseCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, time] of after) spent += time - (before.get(pid) ?? 0);
  return spent;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Where a frame's code lives: a package, node's internals, the app's own files, or the VM itself. */
function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/\/(src\/server|bench|src\/shared)\/(.*)$/);
  if (own) return `${own[1]}/${own[2]}`;
  return url;
}

// The load's span on the monotonic clock, which V8's profile timestamps also use: only its samples count.
const span = { from: 0, to: 0 };
const dbName = `bizu_profile_${randomBytes(4).toString('hex')}`;
await onServer(`create database ${dbName}`);
const dbUrl = new URL(pgServer);
dbUrl.pathname = `/${dbName}`;
const profileDir = await mkdtemp(path.join(tmpdir(), 'bizu-profile-'));
const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-profile-data-'));
const env = {
  ...process.env,
  BENCH_ONLY: 'throughput',
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
};
const profileFlags = profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const ceilingTarget = target.startsWith('ceiling-');

/** Starts a server script and resolves with what follows its ready line. */
function start(script: string, ready: string, flags: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (l) => {
      if (l.startsWith(ready)) resolve(l.slice(ready.length));
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return { child, line, stop };
}

const app = start('bench/server.ts', 'BENCH_READY ', ceilingTarget ? [] : profileFlags);
const servers = [app];
try {
  const ready = JSON.parse(await app.line) as {
    port: number;
    origin: string;
    account: { email: string; password: string };
    materiaId: number;
  };
  const base = `http://127.0.0.1:${ready.port}`;
  const cookie = await benchSignIn(base, ready);
  for (let i = 0; i < 20; i++)
    await fetch(`${base}/api/notas`, {
      method: 'POST',
      headers: { cookie, origin: ready.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ materiaId: ready.materiaId, nota: 5 + (i % 5), data: '2025-03-10' }),
    });
  await analyzeDatabase(dbUrl.toString());
  let url = `${base}/api/${target}`;
  let loaded = app.child;
  if (ceilingTarget) {
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { id: string };
    const withHeaders = target === 'ceiling-json-headers';
    const ceiling = start(
      'bench/throughput-ceiling.ts',
      'CEILING_READY ',
      profileFlags,
      withHeaders ? { CEILING_WITH_API_HEADERS: '1', APP_URL: ready.origin } : {},
    );
    servers.push(ceiling);
    const port = Number(await ceiling.line);
    const route = target === 'ceiling-db' ? `/row/${me.id}` : withHeaders ? '/api/json' : '/json';
    url = `http://127.0.0.1:${port}${route}`;
    loaded = ceiling.child;
  }
  const headers = target === 'me' || target === 'notas' ? { cookie } : undefined;
  await autocannon({ url, connections: 20, duration: 2, headers });
  span.from = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = await cpuTimeOf(loaded.pid!);
  const dbCpuBefore = await databaseCpuTimes();
  const result = await autocannon({ url, connections: 20, duration: seconds, headers });
  span.to = Number(process.hrtime.bigint() / 1000n);
  const cpuUs = (await cpuTimeOf(loaded.pid!)) - cpuBefore;
  const dbCpuUs = databaseCpuSpent(dbCpuBefore, await databaseCpuTimes());
  console.log(
    `${url}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
      `server CPU (user + system) ${(cpuUs / result.requests.total).toFixed(1)} µs a request, ` +
      `PostgreSQL ${(dbCpuUs / result.requests.total).toFixed(1)} µs`,
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  await onServer(`drop database if exists ${dbName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
if (!profiling) process.exit(0);

const file = path.join(
  profileDir,
  (await readdir(profileDir)).find((f) => f.endsWith('.cpuprofile'))!,
);
const profile = JSON.parse(await readFile(file, 'utf8')) as {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
const hitsOf = new Map<number, number>();
let at = profile.startTime;
for (const [i, id] of profile.samples.entries()) {
  at += profile.timeDeltas[i]!;
  if (at >= span.from && at <= span.to) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
}
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = hitsOf.get(node.id) ?? 0;
  if (!hits) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url, functionName);
  total += hits;
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  const fn = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
}
// The shares below are of the samples taken under load that were not idle.
const idle = byPlace.get('(idle)') ?? 0;
const busy = total - idle;
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(`\nself time by place (share of non-idle samples):\n${top(byPlace, 25)}`);
console.log(`\nself time by function:\n${top(byFunction, 45)}`);
console.log(`\nprofile: ${file}`);
