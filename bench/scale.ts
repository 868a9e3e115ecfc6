// `npm run bench:scale` (issue 35 §2, docs/decisions/0058): the bench at scale 1 and then at ten times its
// data (200,000 questions in one subject, a student with 20,000 simulados and 1,000,000 answers, 200,000
// students in one edital, 200,000 alunos in the admin list), in one invocation, on the PostgreSQL server of
// BENCH_DATABASE_URL only, each run in a database of its own with the same settings (BENCH_ONLY,
// BENCH_SAME_WORK_ROUNDS, … apply to both). Each case's p95 at 10 is judged against its own p95 at 1
// (at most 1.5; scripts/scale-ratios.ts); a case over it names itself, and the command exits 1. The
// absolute budgets stay printed by each run. Not part of CI: building the data takes minutes.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { casesOver, missingCases, scaleRatios, scaleVerdict, type ScaleRow } from '../scripts/scale-ratios.js';

const out = process.env.BENCH_OUT ?? '.tmp/bench-scale.json';
const outOf = (scale: number) => path.join(path.dirname(out), `bench-scale${scale}.json`);

/** One whole bench run (bench/run.ts) at this scale, its rows read back from the JSON it writes. */
async function runAt(scale: number): Promise<ScaleRow[]> {
  const file = outOf(scale);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
    env: { ...process.env, BENCH_SCALE: String(scale), BENCH_DB: 'postgres', BENCH_OUT: file },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the bench at scale ${scale} exited with ${code}`);
  const written = JSON.parse(await readFile(file, 'utf8')) as Array<Partial<ScaleRow>>;
  return written.filter((r): r is ScaleRow => typeof r.case === 'string' && typeof r.p95_ms === 'number');
}

await mkdir(path.dirname(out), { recursive: true });
console.log('== scale 1 ==');
const at1 = await runAt(1);
console.log('\n== scale 10 ==');
const at10 = await runAt(10);

const ratios = scaleRatios(at1, at10);
const width = 34;
console.log('\ngrowth: p95 at scale 10 ÷ p95 at scale 1 (one invocation, same server and settings; decision 0058)');
console.log(
  `${'case'.padEnd(width)} ${'p95 @1'.padStart(8)} ${'p95 @10'.padStart(8)} ${'ratio'.padStart(6)}  ${'÷ baseline'.padStart(10)}  goal`,
);
for (const r of ratios) {
  const verdict = scaleVerdict(r);
  console.log(
    `${r.case.padEnd(width)} ${r.p95At1.toFixed(2).padStart(8)} ${r.p95At10.toFixed(2).padStart(8)} ${r.value.toFixed(2).padStart(6)}  ${(r.overBaseline === null ? '—' : r.overBaseline.toFixed(2)).padStart(10)}  ${verdict === null ? 'information' : `≤ ${r.target!.toFixed(2)} ${verdict}`}`,
  );
}
const missing = missingCases(at1, at10);
if (missing.length > 0) console.log(`measured at one scale only: ${missing.join(', ')}`);
const over = casesOver(ratios);
console.log(over.length === 0 ? 'every judged case within 1.5' : `OVER 1.5: ${over.join(', ')}`);
await writeFile(out, JSON.stringify({ at1, at10, ratios, over, missing }, null, 2) + '\n');
console.log(`written to ${out}`);
if (over.length > 0 || missing.length > 0) process.exitCode = 1;
