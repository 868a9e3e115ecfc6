// The throughput part of `npm run bench` (issue: API throughput near the bare ceiling). In one run, on
// PostgreSQL: a bare Hono + pg process reading one row by primary key (the ceiling of a signed-in read),
// a bare Hono JSON route (the ceiling of a public tiny route), and the app itself, all loaded by the
// same generator (autocannon, 20 connections) in alternating rounds; the ratios of req/s within each round
// are taken, and their median is the figure. Beside it, the machine's busy CPU time a request (every
// process, the host's steal left out), which a shared host moves much less than req/s. Two references
// doing the app's work: a bare route reading the same notas, and the bare JSON route with the app's API
// headers. Judged (issue 8, target 5, docs/decisions/0037): `/api/notas` ≥ 0.9 of the first,
// `/api/config` ≥ 0.7 of the second, `/api/me` ≥ 0.5 of the one-row ceiling (scripts/throughput-ratios.ts).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  median,
  throughputRatios,
  verdict,
  type RoundLoad,
  type ThroughputRatio,
} from '../scripts/throughput-ratios.js';

export type { ThroughputRatio };

const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 3);

export interface ThroughputRow {
  target: string;
  url: string;
  reqPerSec: number;
  rounds: number[];
  /** The median of the machine's busy CPU time a request, in µs (every process: generator, server, database). */
  cpuUsPerRequest: number | null;
  /** The share of the machine's time its host took away (steal) while this target was loaded, median. */
  stealShare: number | null;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Gives the bench database its planner statistics, as autovacuum keeps them on a production database.
 * A fresh bench database never gets them for its small tables: the 20 notas, one matéria and one módulo
 * stay under autovacuum's threshold (50 changed rows), and without statistics PostgreSQL plans the notas
 * list as nested loops that scan matérias and módulos again for every nota, about 180 µs of the
 * database's time a request where the analyzed plan takes about 50 (docs/decisions/0019).
 */
export async function analyzeDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** A ceiling process (bench/throughput-ceiling.ts): the bare one, or the reference with the app's API headers. */
function startCeiling(env: Record<string, string>): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/throughput-ceiling.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('CEILING_READY ')) resolve({ port: Number(line.slice(14)), stop });
    });
  });
}

/** The machine's CPU time so far, in clock ticks (Linux /proc/stat): busy, stolen by the host, and all. */
async function machineTicks(): Promise<{ busy: number; steal: number; all: number } | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  if (!stat) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = stat
    .slice(0, stat.indexOf('\n'))
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, all: busy + idle + iowait + steal };
}

interface Load extends RoundLoad {
  stealShare: number | null;
}

async function load(target: Target, seconds: number): Promise<Load> {
  const before = await machineTicks();
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  const after = await machineTicks();
  // A refused or failed request would make a fast but meaningless figure.
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(`${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  if (!before || !after || result.requests.total === 0)
    return { reqPerSec: result.requests.average, cpuUsPerRequest: null, stealShare: null };
  // Clock ticks are 10 ms (USER_HZ 100 on Linux).
  return {
    reqPerSec: result.requests.average,
    cpuUsPerRequest: ((after.busy - before.busy) * 10_000) / result.requests.total,
    stealShare: (after.steal - before.steal) / Math.max(1, after.all - before.all),
  };
}

/**
 * Loads each target for a short warm-up, then ROUNDS rounds of SECONDS each, the targets taking turns
 * within a round so that whatever else the machine does weighs on all of them alike.
 *
 * A ratio is taken within each round (the target over what it is compared with, loaded seconds apart) and
 * the median of those is reported. On a shared host the ceilings drift by ±30 % over minutes; a ratio of
 * two medians taken from different minutes carried that drift, a ratio within a round mostly cancels it
 * (docs/decisions/0034).
 */
export async function measureThroughput(opts: {
  base: string;
  cookie: string;
  databaseUrl: string;
  userId: string;
  /** The app's own address (its APP_URL), which decides its default headers. */
  appUrl: string;
}): Promise<{ rows: ThroughputRow[]; ratios: ThroughputRatio[] }> {
  await analyzeDatabase(opts.databaseUrl);
  const ceiling = await startCeiling({ DATABASE_URL: opts.databaseUrl });
  // APP_URL: the reference answers with the headers the app sends for this address.
  const withHeaders = await startCeiling({ CEILING_WITH_API_HEADERS: '1', APP_URL: opts.appUrl }).catch(
    async (error: unknown) => {
      await ceiling.stop();
      throw error;
    },
  );
  try {
    const bare = `http://127.0.0.1:${ceiling.port}`;
    const signedIn = { cookie: opts.cookie };
    // Each ceiling right before the targets compared with it, each reference right after the app's route
    // judged against it (decision 0037).
    const targets = {
      db: { name: 'ceiling-db (bare Hono + pg, one row by id)', url: `${bare}/row/${opts.userId}` },
      me: { name: 'app GET /api/me (signed in)', url: `${opts.base}/api/me`, headers: signedIn },
      notas: { name: 'app GET /api/notas (signed in, 20 notas)', url: `${opts.base}/api/notas`, headers: signedIn },
      // The same 20 notas read by a bare route, without a session (throughput-ceiling.ts).
      bareNotas: { name: 'bare Hono + pg, the same 20 notas', url: `${bare}/notas/${opts.userId}` },
      json: { name: 'ceiling-json (bare Hono JSON)', url: `${bare}/json` },
      config: { name: 'app GET /api/config (public)', url: `${opts.base}/api/config` },
      // The bare JSON route with the headers of every app API answer (throughput-ceiling.ts).
      jsonWithHeaders: {
        name: "ceiling-json + app's API headers",
        url: `http://127.0.0.1:${withHeaders.port}/api/json`,
      },
    } satisfies Record<string, Target>;
    type Key = keyof typeof targets;
    const order = Object.keys(targets) as Key[];
    for (const key of order) await load(targets[key], 1);
    const loads = Object.fromEntries(order.map((key) => [key, [] as Load[]])) as Record<Key, Load[]>;
    for (let round = 0; round < ROUNDS; round++)
      for (const key of order) loads[key].push(await load(targets[key], SECONDS));
    const known = (values: (number | null)[]) => (values.includes(null) ? null : (values as number[]));
    const rows = order.map((key) => {
      const cpu = known(loads[key].map((l) => l.cpuUsPerRequest));
      const steal = known(loads[key].map((l) => l.stealShare));
      return {
        target: targets[key].name,
        url: targets[key].url,
        reqPerSec: Math.round(median(loads[key].map((l) => l.reqPerSec))),
        rounds: loads[key].map((l) => Math.round(l.reqPerSec)),
        cpuUsPerRequest: cpu && Math.round(median(cpu)),
        stealShare: steal && median(steal),
      };
    });
    return { rows, ratios: throughputRatios(loads) };
  } finally {
    await Promise.all([ceiling.stop(), withHeaders.stop()]);
  }
}

export function printThroughput({ rows, ratios }: { rows: ThroughputRow[]; ratios: ThroughputRatio[] }) {
  const pct = (v: number | null) => (v === null ? '  —' : `${Math.round(v * 100)} %`.padStart(4));
  const width = 48;
  console.log(`\nthroughput (PostgreSQL, autocannon ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s)`);
  console.log(`${''.padEnd(width)} ${'req/s'.padStart(7)}  machine CPU a request  host steal  rounds (req/s)`);
  for (const r of rows)
    console.log(
      `${r.target.padEnd(width)} ${String(r.reqPerSec).padStart(7)}  ${(r.cpuUsPerRequest === null ? '—' : `${r.cpuUsPerRequest} µs`).padStart(21)}  ${pct(r.stealShare).padStart(10)}  [${r.rounds.join(', ')}]`,
    );
  const line = (r: ThroughputRatio, judged: string) =>
    console.log(
      `${r.name.padEnd(width)} ${r.value.toFixed(2).padStart(7)}  ${(r.byCpu === null ? '—' : r.byCpu.toFixed(2)).padStart(16)}  ` +
        `${judged.padEnd(14)}  [${r.rounds.map((v) => v.toFixed(2)).join(', ')}]`,
    );
  // The ratio is the median of the rounds' ratios; the goal is judged on it.
  const head = (title: string) =>
    console.log(`${title.padEnd(width)} ${'ratio'.padStart(7)}  by CPU a request  ${'goal'.padEnd(14)}  rounds`);
  head('judged (issue 8, target 5; decision 0037)');
  for (const r of ratios) if (r.target !== null) line(r, `≥ ${r.target.toFixed(2)} ${verdict(r)}`);
  head('not judged (information)');
  for (const r of ratios) if (r.target === null) line(r, 'information');
}
