// The throughput part of `npm run bench` (issue: API throughput near the bare ceiling). In one run, on
// PostgreSQL: a bare Hono + pg process reading one row by primary key (the ceiling of a signed-in read),
// a bare Hono JSON route (the ceiling of a public tiny route), and the app itself, all loaded by the
// same generator (autocannon, 20 connections) in alternating rounds; the medians of req/s are compared.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 4);

export interface ThroughputRow {
  target: string;
  url: string;
  reqPerSec: number;
  rounds: number[];
}

export interface ThroughputRatio {
  name: string;
  value: number;
  target: number;
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

function startCeiling(databaseUrl: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/throughput-ceiling.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
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

async function load(target: Target, seconds: number): Promise<number> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  // A refused or failed request would make a fast but meaningless figure.
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(`${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Loads each target for a short warm-up, then ROUNDS rounds of SECONDS each, the targets taking turns
 * within a round so that whatever else the machine does weighs on all of them alike.
 */
export async function measureThroughput(opts: {
  base: string;
  cookie: string;
  databaseUrl: string;
  userId: string;
}): Promise<{ rows: ThroughputRow[]; ratios: ThroughputRatio[] }> {
  await analyzeDatabase(opts.databaseUrl);
  const ceiling = await startCeiling(opts.databaseUrl);
  try {
    const bare = `http://127.0.0.1:${ceiling.port}`;
    const signedIn = { cookie: opts.cookie };
    const targets: Target[] = [
      { name: 'ceiling-db (bare Hono + pg, one row by id)', url: `${bare}/row/${opts.userId}` },
      { name: 'ceiling-json (bare Hono JSON)', url: `${bare}/json` },
      { name: 'app GET /api/me (signed in)', url: `${opts.base}/api/me`, headers: signedIn },
      { name: 'app GET /api/notas (signed in, 20 notas)', url: `${opts.base}/api/notas`, headers: signedIn },
      { name: 'app GET /api/config (public)', url: `${opts.base}/api/config` },
    ];
    for (const target of targets) await load(target, 1);
    const rounds = targets.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, target] of targets.entries()) rounds[i]!.push(await load(target, SECONDS));
    const rows = targets.map((t, i) => ({
      target: t.name,
      url: t.url,
      reqPerSec: Math.round(median(rounds[i]!)),
      rounds: rounds[i]!.map(Math.round),
    }));
    const [db, json, me, notas, config] = rows.map((r) => r.reqPerSec) as [number, number, number, number, number];
    const ratios = [
      { name: '/api/me ÷ ceiling-db', value: me / db, target: 0.5 },
      { name: '/api/notas ÷ ceiling-db', value: notas / db, target: 0.5 },
      { name: '/api/config ÷ ceiling-json', value: config / json, target: 0.7 },
    ];
    return { rows, ratios };
  } finally {
    await ceiling.stop();
  }
}

export function printThroughput({ rows, ratios }: { rows: ThroughputRow[]; ratios: ThroughputRatio[] }) {
  console.log(`\nthroughput (PostgreSQL, autocannon ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s)`);
  for (const r of rows)
    console.log(`${r.target.padEnd(46)} ${String(r.reqPerSec).padStart(7)} req/s  [${r.rounds.join(', ')}]`);
  for (const r of ratios)
    console.log(
      `${r.name.padEnd(46)} ${r.value.toFixed(2).padStart(7)}        target ≥ ${r.target.toFixed(2)} ${r.value >= r.target ? 'ok' : 'UNDER'}`,
    );
}
