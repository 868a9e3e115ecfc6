// The same-work part of `npm run bench` (issue 35 §1, docs/decisions/0058): on PostgreSQL, the save and the
// selection cases are measured in rounds, and within each round the app's request and the reference's
// (bench/same-work-reference.ts, the same database work done bare) take turns, one after the other, so
// that a busy host weighs on both alike. The judging is scripts/same-work-ratios.ts: each round's app
// p95 over the reference's, the median of rounds, at most 1.5.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  percentile,
  sameWorkRatios,
  sameWorkVerdict,
  type SameWorkRatio,
  type SameWorkRounds,
} from '../scripts/same-work-ratios.js';

export const SAME_WORK_ROUNDS = Number(process.env.BENCH_SAME_WORK_ROUNDS ?? 5);

/** Starts the reference process on the bench's database; `call(path, body)` posts to it. */
export async function startReference(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/same-work-reference.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the same-work reference exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('REFERENCE_READY ')) resolve(Number(line.slice('REFERENCE_READY '.length)));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    /** POST `body` to /<route>/<userId>, checked for `expected`, read to the end as the app's answers are. */
    async call(route: string, userId: string, body: unknown, expected: number) {
      const res = await fetch(`${base}/${route}/${userId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected) throw new Error(`reference /${route}: ${res.status} ${text.slice(0, 200)}`);
    },
    async stop() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/** A case's row as bench/run.ts prints it: n, p50 and p95 over every round. */
export function rowOf(name: string, rounds: number[][]) {
  const all = rounds.flat();
  return { case: name, n: all.length, p50_ms: round2(percentile(all, 50)), p95_ms: round2(percentile(all, 95)) };
}

/**
 * `n` requests of the app and as many of the reference (and of the minimal write, when given), in
 * SAME_WORK_ROUNDS rounds, each request of one followed by the same kind of request of the others. The
 * inputs are made afresh for each turn (`next`), and each target gets the same input's kind.
 */
export async function measureSameWork<T>(opts: {
  name: string;
  n: number;
  warmup: number;
  next: () => T;
  app: (input: T) => Promise<void>;
  reference: (input: T) => Promise<void>;
  minimal?: (input: T) => Promise<void>;
}): Promise<SameWorkRounds> {
  const targets = [opts.app, opts.reference, ...(opts.minimal ? [opts.minimal] : [])];
  for (let i = 0; i < opts.warmup; i++) for (const target of targets) await target(opts.next());
  const perRound = Math.max(1, Math.ceil(opts.n / SAME_WORK_ROUNDS));
  const times = targets.map(() => [] as number[][]);
  for (let round = 0; round < SAME_WORK_ROUNDS; round++) {
    for (const t of times) t.push([]);
    for (let i = 0; i < perRound; i++)
      for (const [k, target] of targets.entries()) {
        const input = opts.next();
        const t0 = performance.now();
        await target(input);
        times[k]![round]!.push(performance.now() - t0);
      }
  }
  return { case: opts.name, app: times[0]!, reference: times[1]!, ...(opts.minimal ? { minimal: times[2]! } : {}) };
}

export interface SameWorkResult {
  case: string;
  app: ReturnType<typeof rowOf>;
  reference: ReturnType<typeof rowOf>;
  minimal?: ReturnType<typeof rowOf>;
  /** Each round's p95, app and reference (and minimal). */
  roundsP95: { app: number[]; reference: number[]; minimal?: number[] };
  ratios: SameWorkRatio[];
}

export function sameWorkResult(r: SameWorkRounds): SameWorkResult {
  const p95s = (rounds: number[][]) => rounds.map((t) => round2(percentile(t, 95)));
  return {
    case: r.case,
    app: rowOf(r.case, r.app),
    reference: rowOf(`${r.case} reference`, r.reference),
    ...(r.minimal ? { minimal: rowOf(`${r.case} minimal`, r.minimal) } : {}),
    roundsP95: {
      app: p95s(r.app),
      reference: p95s(r.reference),
      ...(r.minimal ? { minimal: p95s(r.minimal) } : {}),
    },
    ratios: sameWorkRatios(r),
  };
}

export function printSameWork(results: SameWorkResult[]) {
  if (results.length === 0) return;
  const width = 36;
  console.log(
    `\nsame work done bare (PostgreSQL; per round p95 ÷ p95, median of ${SAME_WORK_ROUNDS} rounds; decision 0058)`,
  );
  console.log(`${''.padEnd(width)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  rounds' p95 (ms)`);
  for (const r of results)
    for (const [row, rounds] of [
      [r.app, r.roundsP95.app],
      [r.reference, r.roundsP95.reference],
      ...(r.minimal ? ([[r.minimal, r.roundsP95.minimal!]] as const) : []),
    ] as const)
      console.log(
        `${(row === r.app ? `${row.case} (app)` : row.case).padEnd(width)} ${String(row.p50_ms).padStart(7)} ${String(row.p95_ms).padStart(7)}  [${rounds.join(', ')}]`,
      );
  console.log(`${'ratio'.padEnd(width)} ${'median'.padStart(7)}  ${'goal'.padEnd(14)}  rounds`);
  for (const r of results)
    for (const ratio of r.ratios)
      console.log(
        `${ratio.name.padEnd(width)} ${ratio.value.toFixed(2).padStart(7)}  ${(ratio.target === null ? 'information' : `≤ ${ratio.target.toFixed(2)} ${sameWorkVerdict(ratio)}`).padEnd(14)}  [${ratio.rounds.map((v) => v.toFixed(2)).join(', ')}]`,
      );
}
