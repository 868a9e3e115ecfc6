import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The log's own destination (logDestination) gathers lines in batches and writes them asynchronously:
// every line must still reach the file, in order, whether the process ends by process.exit(), by
// running out of work, or keeps running.

let dir: string;
let script: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-logger-'));
  script = path.join(dir, 'write-lines.mts');
  const logger = new URL('./logger.ts', import.meta.url).pathname;
  await writeFile(
    script,
    `import { openSync } from 'node:fs';
import { createLogger, logDestination } from ${JSON.stringify(logger)};
const [file, count, end] = process.argv.slice(2);
// A descriptor, as stdout is in production (a path is opened asynchronously).
const logger = createLogger({ destination: logDestination(openSync(file, 'w')) });
for (let i = 0; i < Number(count); i++) logger.info({ i }, 'linha');
console.log('WRITTEN');
if (end === 'exit') process.exit(0);
if (end === 'stay') setTimeout(() => undefined, 60_000);
`,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function run(file: string, count: number, end: 'exit' | 'natural' | 'stay') {
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, String(count), end], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const written = new Promise<void>((resolve) =>
    child.stdout.on('data', (d: Buffer) => d.includes('WRITTEN') && resolve()),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, written, exited };
}

async function linesOf(file: string): Promise<number[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { i: number }).i);
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('logDestination', () => {
  it('writes every line, in order, when the process calls process.exit()', async () => {
    const file = path.join(dir, 'exit.log');
    expect(await run(file, 5000, 'exit').exited).toBe(0);
    expect(await linesOf(file)).toEqual(upTo(5000));
  });

  it('writes every line, in order, when the process runs out of work', async () => {
    const file = path.join(dir, 'natural.log');
    expect(await run(file, 7, 'natural').exited).toBe(0);
    expect(await linesOf(file)).toEqual(upTo(7));
  });

  it('writes a few lines of a process that keeps running, without waiting for more', async () => {
    const file = path.join(dir, 'stay.log');
    const { child, written } = run(file, 3, 'stay');
    try {
      await written;
      await expect.poll(() => linesOf(file), { timeout: 5000 }).toEqual(upTo(3));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
