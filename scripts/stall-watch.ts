import { spawn } from 'node:child_process';

export interface WatchedRun {
  /** The exit code, or null when it was killed. */
  status: number | null;
  /** True when it printed nothing for `stallMs` and was killed for it. */
  stalled: boolean;
}

/**
 * Runs a command with its output passed through, and kills it with all its processes if it prints
 * nothing for `stallMs`. A test runner that stops making progress without any test timing out (a
 * worker waiting for an operation that never completes, seen once while collecting a test file)
 * would otherwise hold CI until its own time limit, and the run would be lost with no result at all.
 */
export function runWatched(cmd: string, args: string[], stallMs: number): Promise<WatchedRun> {
  return new Promise((resolve, reject) => {
    // Its output goes through a pipe, so it is told to keep the colours it would show in a terminal.
    const env = process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env;
    // Its own process group (detached), so the kill reaches the runner's workers too.
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], detached: true, env });
    let stalled = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, stallMs);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      arm();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      arm();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stalled });
    });
    arm();
  });
}
