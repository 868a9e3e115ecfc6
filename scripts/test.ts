// `npm test`: lint, typecheck, unit + API (PGlite, and PostgreSQL with TEST_DATABASE_URL) + component
// tests, then the browser suite in Chromium. Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  failedVitestFiles,
  failedVitestTests,
  playwrightTestsThat,
  type PlaywrightReport,
  type VitestReport,
} from './test-report.js';
import { runWatched } from './stall-watch.js';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const failures: string[] = [];
let passed = 0;
let failed = 0;

function run(step: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${step}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(step);
  return ok;
}

/**
 * Vitest prints a line as each test file ends, and the longest file takes well under a minute; silence
 * for this long means a worker stopped making progress without any test timing out (scripts/stall-watch.ts).
 */
const VITEST_STALL_MS = 5 * 60_000;

const VITEST_STEP = 'unit, API and component tests';

/**
 * One vitest run (of the whole suite, or of the files given) with its JSON report, started once more if
 * it stalls: a stall is the runner's, not a test's failure, and is reported. True when it passed.
 */
async function runVitest(report: string, files: string[] = []): Promise<boolean> {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files];
  for (let attempt = 1; attempt <= 2; attempt++) {
    rmSync(report, { force: true });
    console.log(`\n▶ ${VITEST_STEP}: npx ${args.join(' ')}${attempt > 1 ? ' (again, after a stall)' : ''}`);
    const started = Date.now();
    const { status, stalled } = await runWatched('npx', args, VITEST_STALL_MS);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!stalled) {
      console.log(`${status === 0 ? '✔' : '✘'} ${VITEST_STEP} (${seconds} s)`);
      return status === 0;
    }
    console.log(
      `\n!!!!!! ${VITEST_STEP}: NO OUTPUT FOR ${VITEST_STALL_MS / 60_000} MINUTES, STOPPED AFTER ${seconds} s !!!!!!`,
    );
    console.log('Its last lines above show how far it got; a file that never reports is the one it stopped in.');
  }
  console.log(`${VITEST_STEP}: stalled twice`);
  return false;
}

/**
 * The files whose tests failed run once more on their own (a few files only: more is a breakage, not a
 * chance). A test that fails in the full run and passes alone is reported by name at the end as flaky,
 * and counted as passed, as Playwright counts its flaky tests; one that fails again fails the run.
 */
const RERUN_MAX_FILES = 3;

/** Each failed test, with the first line of its first error, for the run's closing lines. */
const failedTests: string[] = [];

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

mkdirSync('.tmp', { recursive: true });
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);

if (!process.env.TEST_DATABASE_URL) console.log('\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
const vitestPassed = await runVitest('.tmp/vitest.json');
const vitest = readJson<VitestReport>('.tmp/vitest.json');
const flakyTests: string[] = [];
if (vitest) {
  const rerunFiles = failedVitestFiles(vitest);
  const passedAlone =
    !vitestPassed &&
    rerunFiles.length > 0 &&
    rerunFiles.length <= RERUN_MAX_FILES &&
    (await runVitest('.tmp/vitest-rerun.json', rerunFiles)) &&
    (readJson<VitestReport>('.tmp/vitest-rerun.json')?.numTotalTests ?? 0) > 0;
  if (passedAlone) {
    flakyTests.push(...failedVitestTests(vitest));
    passed += vitest.numPassedTests + vitest.numFailedTests;
  } else {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    const named = failedVitestTests(vitest);
    failedTests.push(...named);
    if (!vitestPassed) failures.push(VITEST_STEP);
    // Vitest also fails on an error no test owns (an unhandled rejection); its report names no test.
    if (!vitestPassed && named.length === 0)
      failedTests.push('vitest failed outside any test: see "Unhandled Errors" in its report above');
  }
} else if (!vitestPassed) failures.push(VITEST_STEP);
if (!vitest || vitest.numTotalTests === 0) failures.push('vitest ran no test');

if (!existsSync(chromium)) {
  console.log(
    `\n!!!!!! CHROMIUM NOT FOUND at ${chromium}: THE BROWSER SUITE DID NOT RUN (apt-get install chromium) !!!!!!`,
  );
  if (ci) failures.push('browser suite: no Chromium');
} else {
  run('build the SPA', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  rmSync('.tmp/e2e-report.json', { force: true });
  run('browser tests (Chromium)', 'npx', ['playwright', 'test']);
  const e2e = readJson<PlaywrightReport>('.tmp/e2e-report.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    failedTests.push(...playwrightTestsThat('unexpected', e2e));
    flakyTests.push(...playwrightTestsThat('flaky', e2e));
  } else failures.push('browser suite wrote no report');
}

console.log('');
// Repeated at the very end: a CI log is often read from its tail only, far below the runner's own report.
for (const line of flakyTests) console.log(`⚠ flaky (failed once, passed when run again): ${line}`);
for (const line of failedTests) console.log(`✘ ${line}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
