// `npm test`: lint, typecheck, unit + API (PGlite, and PostgreSQL with TEST_DATABASE_URL) + component
// tests, then the browser suite in Chromium. Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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

rmSync('.tmp/vitest.json', { force: true });
if (!process.env.TEST_DATABASE_URL) console.log('\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
run('unit, API and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTests: number }>('.tmp/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
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
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('.tmp/e2e-report.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  } else failures.push('browser suite wrote no report');
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
