// `npm run bench`: the simulado budgets of the issues, through HTTP with a signed-in session, against
// the app in a process of its own (bench/server.ts), on the embedded database and on a PostgreSQL
// server. Prints p50/p95 per case, and p95 as a multiple of the cheapest signed-in request of the same
// run (docs/decisions/0008), and writes the results as JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { measureDashboard, type DashboardReady } from './dashboard-case.js';
import { measureRanking, type RankingReady } from './ranking-case.js';
import { measurePosicao } from './posicao-case.js';
import { measureAdminAlunos, type AdminAlunosReady } from './admin-alunos-case.js';
import { measureCsvImport, type CsvImportReady } from './csv-import-case.js';
import { measureAdminQuestoes, type AdminQuestoesReady } from './admin-questoes-case.js';
import { measureEstatisticas } from './estatisticas-case.js';
import { measureRevisao } from './revisao-case.js';
import { measureCadernos } from './cadernos-case.js';
import { measureVisaoGeral, type VisaoGeralReady } from './visao-geral-case.js';
import { benchWants } from './only.js';
import { measureThroughput, printThroughput, type ThroughputRatio, type ThroughputRow } from './throughput.js';
import { benchSignIn } from './sign-in.js';
import {
  measureSameWork,
  printSameWork,
  rowOf,
  sameWorkResult,
  startReference,
  type SameWorkResult,
} from './same-work.js';
import { casesOver, scaleRatios, scaleVerdict, type ScalePair } from '../scripts/scale-ratios.js';

type DbKind = 'pglite' | 'postgres';
interface Row {
  case: string;
  db: string;
  n: number;
  p50_ms: number;
  p95_ms: number;
}
interface Ready {
  port: number;
  origin: string;
  account: { email: string; password: string };
  materiaId: number;
  ids: number[];
  sizes: { questoes: number; simulados: number; respostasPorSimulado: number };
  datasetMs: number;
  /** Each data set builder's time (bench/server.ts). */
  builders: Record<string, number>;
  dashboard: DashboardReady & { datasetMs: number };
  ranking: RankingReady & { datasetMs: number };
  adminAlunos: AdminAlunosReady & { datasetMs: number };
  csvImport: CsvImportReady;
  adminQuestoes: AdminQuestoesReady & { datasetMs: number };
  visaoGeral: VisaoGeralReady;
}

const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const out = process.env.BENCH_OUT ?? 'bench/results.json';
const scale = Number(process.env.BENCH_SCALE ?? 1);
// BENCH_DB=postgres (or pglite) runs one database only; both by default.
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((d) => d.trim());
// BENCH_KEEP_DB=1 leaves the PostgreSQL database in place after the run (its name is printed), so the
// plans of the slow cases can be read on the very data they were measured on.
const keepDatabase = process.env.BENCH_KEEP_DB === '1';
// BENCH_SCALES=1,10 (`npm run bench:scale`, decision 0058): two bench servers at once, one at each scale, on
// the PostgreSQL server only, each case's requests sent to the two in turns, in rounds; each case's p95 at
// the larger scale is judged against its p95 at the smaller one, round by round (scripts/scale-ratios.ts).
const pairedScales = process.env.BENCH_SCALES?.split(',').map((n) => Number(n.trim()));
const paired = pairedScales !== undefined;
const SCALE_ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 5);
if (paired && (pairedScales.length !== 2 || pairedScales.some((n) => !Number.isInteger(n) || n < 1))) {
  throw new Error(`BENCH_SCALES=${process.env.BENCH_SCALES}: expected two scales, e.g. 1,10`);
}
if (databases.length === 0 || databases.some((d) => d !== 'pglite' && d !== 'postgres')) {
  throw new Error(`BENCH_DB=${process.env.BENCH_DB}: expected pglite, postgres or both (comma-separated)`);
}
if (!Number.isInteger(scale) || scale < 1) throw new Error(`BENCH_SCALE=${process.env.BENCH_SCALE}: expected 1, 2, …`);
// The embedded database builds data in the app's own process and thread: at BENCH_SCALE=10 its first
// data set alone (1,000,000 answers) took 217 s where PostgreSQL took 70 s on the same busy machine, so
// a larger scale runs on PostgreSQL unless BENCH_DB names pglite on purpose.
if (scale > 1 && process.env.BENCH_DB === undefined) {
  console.error(
    `BENCH_SCALE=${scale} runs on PostgreSQL only: use \`npm run bench:scale\` (scale 10) or set BENCH_DB=postgres.\n` +
      'The embedded database takes several times longer to build data this size (minutes for the first data set ' +
      'alone); BENCH_DB=pglite,postgres runs it anyway.',
  );
  process.exit(2);
}
const budgetsPg: Record<string, number> = {
  'save-50': 20,
  'save-500': 60,
  'select-500': 30,
  // Issue 33: the same selection with two bancas and a span of years, and with a difficulty too.
  'select-500-fonte': 30,
  'select-500-dificuldade': 30,
  history: 30,
  dashboard: 30,
  ranking: 50,
  // Issue 28 §1: any page of the ranking (rank-deep: three quarters down the edital) and the search are
  // held to the ranking's budget too.
  'rank-deep': 50,
  'rank-search': 50,
  posicao: 50,
  'nota-save': 20,
  'admin-alunos': 50,
  'admin-questoes': 50,
  // Issue 34 §5: the admin's overview, whatever the number of students.
  'admin-visao-geral': 50,
  estatisticas: 10,
  'revisao-sessao': 30,
  'revisao-resumo': 30,
  // Issue 33 §6: the first page of a caderno of 5,000 questions, and saving a question to a caderno.
  'caderno-page': 30,
  'caderno-save': 20,
};

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 100) / 100;
}

async function measure(name: string, n: number, warmup: number, fn: () => Promise<void>) {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { case: name, n, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) };
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** Starts bench/server.ts and waits for its BENCH_READY line. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools), to see where a case's time goes in the app's own process.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('BENCH_READY '))
        resolve({ child, ready: JSON.parse(line.slice('BENCH_READY '.length)) as Ready });
    });
  });
}

type Measure = typeof measure;

interface Bench {
  kind: DbKind;
  scale: number;
  env: Record<string, string>;
  dbName: string;
  dataDir: string;
  child: ChildProcess;
  ready: Ready;
}

/** A database of its own (PostgreSQL) or a folder (PGlite), and the bench server over it at this scale. */
async function setUp(kind: DbKind, scale: number): Promise<Bench> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-bench-'));
  const dbName = `bizu_bench_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    BENCH_SCALE: String(scale),
  };
  if (kind === 'postgres') {
    await onServer(`create database ${dbName}`);
    const url = new URL(pgServer);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const { child, ready } = await startServer(env);
  return { kind, scale, env, dbName, dataDir, child, ready };
}

async function tearDown({ kind, env, dbName, dataDir, child }: Bench) {
  if (child.exitCode === null) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (kind === 'postgres' && keepDatabase) console.log(`[postgres] database kept: ${env.DATABASE_URL}`);
  else if (kind === 'postgres') await onServer(`drop database if exists ${dbName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}

async function benchOn(kind: DbKind): Promise<Row[]> {
  const bench = await setUp(kind, scale);
  try {
    return await runCases(bench, measure, { references: kind === 'postgres' });
  } finally {
    await tearDown(bench);
  }
}

/**
 * Every wanted case against one bench server, each timed through `time` (the plain measure, or one side
 * of the paired scales). `references`: the same-work part and the throughput part (PostgreSQL, one scale).
 */
async function runCases(bench: Bench, time: Measure, { references }: { references: boolean }): Promise<Row[]> {
  const { ready, env } = bench;
  const kind = bench.kind;
  // The rows' database: 'postgres', or 'postgres@10' beside 'postgres@1' when the scales are paired.
  const label = paired ? `${kind}@${bench.scale}` : kind;
  const measure = time;
  {
    const { sizes } = ready;
    console.log(
      `[${label}] dataset: ${sizes.questoes} questions, ${sizes.simulados} simulados, ${sizes.simulados * sizes.respostasPorSimulado} answers in ${ready.datasetMs} ms`,
    );
    console.log(`[${label}] dashboard student's data (bench/dataset-dashboard.ts) in ${ready.dashboard.datasetMs} ms`);
    console.log(
      `[${label}] ranking student at Nº ${ready.ranking.posicao} of ${ready.ranking.total} (bench/ranking-dataset.ts) in ${ready.ranking.datasetMs} ms`,
    );
    console.log(
      `[${label}] builders (ms): ${Object.entries(ready.builders)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')}`,
    );
    const base = `http://127.0.0.1:${ready.port}`;
    const cookie = await benchSignIn(base, ready);

    const call = async (method: string, url: string, body?: unknown, expected = 200) => {
      const res = await fetch(base + url, {
        method,
        headers: { cookie, origin: ready.origin, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    };

    const rows: Row[] = [];
    const push = (r: Omit<Row, 'db'>) => {
      rows.push({ ...r, db: label });
      console.log(`[${label}] ${r.case.padEnd(12)} n=${r.n}  p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms`);
    };
    // The cheapest signed-in request (session lookup + a tiny JSON): the yardstick for the ratios.
    push(await measure('baseline-me', 100, 10, () => call('GET', '/api/me')));
    const saveBody = (count: number) => () => {
      const start = Math.floor(Math.random() * (ready.ids.length - count));
      // 'C' fits every kind (a Certo on Certo/Errado items), so the saves mix the three kinds of the bank.
      const respostas = ready.ids.slice(start, start + count).map((questaoId) => ({ questaoId, resposta: 'C' }));
      return { clientKey: randomUUID(), materiaId: ready.materiaId, respostas };
    };
    // Two bancas of seven and eight years of sixteen: about a tenth of the bank matches.
    const opcoesRes = await fetch(`${base}/api/simulados/opcoes`, { headers: { cookie } });
    const { bancas } = (await opcoesRes.json()) as { bancas: Array<{ id: number }> };
    const fonte = { bancaIds: bancas.slice(0, 2).map((b) => b.id), anoDe: 2014, anoAte: 2021 };
    const selecoes = {
      'select-500': { materiaId: ready.materiaId, quantidade: 500, tipo: 'nao_resolvidas' },
      'select-500-fonte': { materiaId: ready.materiaId, quantidade: 500, tipo: 'todas', filtros: fonte },
      'select-500-dificuldade': {
        materiaId: ready.materiaId,
        quantidade: 500,
        tipo: 'todas',
        filtros: { ...fonte, dificuldades: ['media', 'dificil'] },
      },
    };
    const cases = [
      { name: 'save-50', n: 100, warmup: 10, next: saveBody(50) },
      // Enough requests that each of the same-work rounds has a p95 of a dozen or more (decision 0058).
      { name: 'save-500', n: 60, warmup: 5, next: saveBody(500) },
      ...Object.entries(selecoes).map(([name, body]) => ({ name, n: 100, warmup: 5, next: () => body })),
    ].filter((c) => benchWants(c.name));
    const appCall = (name: string) => (body: unknown) =>
      name.startsWith('save')
        ? call('POST', '/api/simulados', body, 201)
        : call('POST', '/api/simulados/selecao', body);
    if (references && cases.length > 0) {
      // Each case against the same database work done bare, request by request in turns (decision 0058).
      const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { id: string };
      const reference = await startReference(env.DATABASE_URL!);
      try {
        for (const c of cases) {
          const isSave = c.name.startsWith('save');
          const result = sameWorkResult(
            await measureSameWork({
              ...c,
              app: appCall(c.name),
              reference: (body) => reference.call(isSave ? 'save' : 'selecao', me.id, body, isSave ? 201 : 200),
              ...(isSave ? { minimal: (body: unknown) => reference.call('save-minimal', me.id, body, 201) } : {}),
            }),
          );
          sameWork.push(result);
          push(result.app);
          push(result.reference);
          if (result.minimal) push(result.minimal);
        }
      } finally {
        await reference.stop();
      }
    } else for (const c of cases) push(await measure(c.name, c.n, c.warmup, () => appCall(c.name)(c.next())));
    if (benchWants('history')) push(await measure('history', 60, 5, () => call('GET', '/api/simulados')));
    if (benchWants('estatisticas'))
      push(await measureEstatisticas(base, ready.origin, cookie, ready.materiaId, ready.ids, measure));
    if (benchWants('dashboard')) push(await measureDashboard(base, ready.origin, ready.dashboard, measure));
    if (benchWants('ranking', 'rank-deep', 'rank-search', 'nota-save'))
      for (const row of await measureRanking(base, ready.origin, ready.ranking, measure)) push(row);
    if (benchWants('posicao')) push(await measurePosicao(base, ready.origin, ready.ranking, measure));
    // 20,000 review cards written straight into the server's database: PostgreSQL only (the budget's).
    if (kind === 'postgres' && benchWants('revisao'))
      for (const row of await measureRevisao(base, ready.origin, env.DATABASE_URL!, ready.ids, measure)) push(row);
    if (kind === 'postgres' && benchWants('caderno-page', 'caderno-save'))
      for (const row of await measureCadernos(base, ready.origin, env.DATABASE_URL!, ready.ids, measure)) push(row);
    if (benchWants('admin-alunos')) {
      console.log(
        `[${label}] admin-alunos students (bench/admin-alunos-dataset.ts) in ${ready.adminAlunos.datasetMs} ms`,
      );
      push(await measureAdminAlunos(base, ready.origin, ready.adminAlunos, measure));
    }
    if (benchWants('admin-questoes')) {
      console.log(
        `[${label}] admin-questoes matéria of ${ready.adminQuestoes.questoes} questions (bench/admin-questoes-dataset.ts) in ${ready.adminQuestoes.datasetMs} ms`,
      );
      push(await measureAdminQuestoes(base, ready.origin, ready.adminQuestoes, measure));
    }
    if (benchWants('admin-visao-geral')) push(await measureVisaoGeral(base, ready.origin, ready.visaoGeral, measure));
    // No budget: the issue asks for the time of a 5,000-row preview and import (bench/csv-import-case.ts).
    if (benchWants('csv-import-5000'))
      for (const row of await measureCsvImport(base, ready.origin, ready.csvImport, measure)) push(row);
    if (references && benchWants('throughput')) {
      // The list endpoint read under load: the bench student's 20 notas.
      for (let i = 0; i < 20; i++)
        await call('POST', '/api/notas', { materiaId: ready.materiaId, nota: 5 + (i % 5), data: '2025-03-10' }, 201);
      const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { id: string };
      throughput = await measureThroughput({
        base,
        cookie,
        databaseUrl: env.DATABASE_URL!,
        userId: me.id,
        appUrl: ready.origin,
      });
      printThroughput(throughput);
    }
    return rows;
  }
}

/**
 * The two sides of the paired scales: each side's case code runs as usual and calls its measure; the
 * first call of a name waits for the other side's call of the same name, then the two are timed in turns
 * (warm-up, then SCALE_ROUNDS rounds, each request at one scale followed by the same at the other) and
 * each side gets its own row back.
 */
function pairedMeasure() {
  type Waiting = {
    fn: () => Promise<void>;
    resolve: (r: Awaited<ReturnType<Measure>>) => void;
    reject: (e: unknown) => void;
  };
  const waiting = new Map<string, { side: 0 | 1; w: Waiting }>();
  const pairs: ScalePair[] = [];
  const interleave = async (name: string, n: number, warmup: number, one: Waiting, ten: Waiting) => {
    for (let i = 0; i < warmup; i++) {
      await one.fn();
      await ten.fn();
    }
    const rounds = Math.max(1, Math.min(SCALE_ROUNDS, n));
    const perRound = Math.ceil(n / rounds);
    const pair: ScalePair = { case: name, at1: [], at10: [] };
    for (let r = 0; r < rounds; r++) {
      pair.at1.push([]);
      pair.at10.push([]);
      for (let i = 0; i < perRound; i++) {
        // Which scale goes first alternates, so neither always follows the other's writes.
        for (const [w, times] of i % 2 === 0
          ? ([
              [one, pair.at1[r]!],
              [ten, pair.at10[r]!],
            ] as const)
          : ([
              [ten, pair.at10[r]!],
              [one, pair.at1[r]!],
            ] as const)) {
          const t0 = performance.now();
          await w.fn();
          times.push(performance.now() - t0);
        }
      }
    }
    pairs.push(pair);
    one.resolve(rowOf(name, pair.at1));
    ten.resolve(rowOf(name, pair.at10));
  };
  const side =
    (k: 0 | 1): Measure =>
    (name, n, warmup, fn) =>
      new Promise((resolve, reject) => {
        const mine = { fn, resolve, reject };
        const other = waiting.get(name);
        if (!other || other.side === k) {
          waiting.set(name, { side: k, w: mine });
          return;
        }
        waiting.delete(name);
        const [one, ten] = k === 0 ? [mine, other.w] : [other.w, mine];
        interleave(name, n, warmup, one, ten).catch((error: unknown) => {
          one.reject(error);
          ten.reject(error);
        });
      });
  /** A side that failed leaves the other waiting at its next case: fail it too. */
  const abandon = (error: unknown) => {
    for (const { w } of waiting.values()) w.reject(error);
    waiting.clear();
  };
  return { side, pairs, abandon };
}

let throughput: { rows: ThroughputRow[]; ratios: ThroughputRatio[] } | undefined;
const sameWork: SameWorkResult[] = [];
const results: Row[] = [];
let scalePairs: ScalePair[] = [];
if (paired) {
  const [small, large] = pairedScales as [number, number];
  const settled = await Promise.allSettled([setUp('postgres', small), setUp('postgres', large)]);
  const benches = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  try {
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const pair = pairedMeasure();
    const sides = benches.map((bench, k) =>
      runCases(bench, pair.side(k as 0 | 1), { references: false }).catch((error: unknown) => {
        pair.abandon(error);
        throw error;
      }),
    );
    for (const rows of await Promise.all(sides)) results.push(...rows);
    scalePairs = pair.pairs;
  } finally {
    await Promise.all(benches.map(tearDown));
  }
} else {
  for (const kind of ['pglite', 'postgres'] as const)
    if (databases.includes(kind)) results.push(...(await benchOn(kind)));
}
// Absolute times move with whatever else the machine is doing; the ratio to the baseline request of
// the same run (same database, same moment) is the steadier figure to compare across runs.
console.log(paired ? `\nscales ${pairedScales.join(' and ')} (paired)` : `\nscale ${scale}`);
console.log('case         db        n    p50_ms  p95_ms  p95/baseline  budget (p95, PostgreSQL)');
for (const r of results) {
  const baseline = results.find((b) => b.db === r.db && b.case === 'baseline-me')!;
  const ratio = (r.p95_ms / baseline.p95_ms).toFixed(1);
  const budget = r.db.startsWith('postgres') ? budgetsPg[r.case] : undefined;
  const verdict = budget === undefined ? '' : `${budget} ms ${r.p95_ms <= budget ? 'ok' : 'OVER'}`;
  console.log(
    `${r.case.padEnd(12)} ${r.db.padEnd(9)} ${String(r.n).padEnd(4)} ${String(r.p50_ms).padEnd(7)} ${String(r.p95_ms).padEnd(7)} ${ratio.padEnd(13)} ${verdict}`,
  );
}
await mkdir(path.dirname(out), { recursive: true });
printSameWork(sameWork);
if (throughput) printThroughput(throughput);
const written: unknown[] = results.map((r) => ({
  ...r,
  scale: paired ? Number(r.db.slice(r.db.indexOf('@') + 1)) : scale,
}));
if (sameWork.length > 0) written.push({ sameWork });
if (throughput) written.push({ throughput });
if (paired) {
  const ratios = scaleRatios(scalePairs);
  const over = casesOver(ratios);
  const [small, large] = pairedScales as [number, number];
  console.log(
    `\ngrowth: p95 at scale ${large} ÷ p95 at scale ${small}, per round in turns, median of rounds (decision 0058)`,
  );
  console.log(
    `${'case'.padEnd(24)} ${`p95 @${small}`.padStart(8)} ${`p95 @${large}`.padStart(8)} ${'ratio'.padStart(6)}  ${'goal'.padEnd(12)}  rounds`,
  );
  for (const r of ratios) {
    const verdict = scaleVerdict(r);
    console.log(
      `${r.case.padEnd(24)} ${r.p95At1.toFixed(2).padStart(8)} ${r.p95At10.toFixed(2).padStart(8)} ${r.value.toFixed(2).padStart(6)}  ${(verdict === null ? 'information' : `≤ ${r.target!.toFixed(2)} ${verdict}`).padEnd(12)}  [${r.rounds.map((v) => v.toFixed(2)).join(', ')}]`,
    );
  }
  console.log(over.length === 0 ? 'every judged case within 1.5' : `OVER 1.5: ${over.join(', ')}`);
  written.push({ growth: { pairs: scalePairs, ratios, over } });
  if (over.length > 0) process.exitCode = 1;
}
await writeFile(out, JSON.stringify(written, null, 2) + '\n');
console.log(`\nwritten to ${out}`);
