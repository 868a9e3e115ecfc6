import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWatched } from './stall-watch';

const node = process.execPath;

describe('runWatched', () => {
  it('kills a command that stops printing, with the process it started, and says it stalled', async () => {
    // The command starts a child of its own that would print after the stall, as a test worker would.
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), 'stall-')), 'pid');
    const script = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' });
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
      console.log('started');
      setInterval(() => {}, 1000);
    `;
    // Long enough for Node to start and print on a busy machine; the test then waits this long for the kill.
    const run = await runWatched(node, ['-e', script], 1500);
    expect(run).toEqual({ status: null, stalled: true });
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    // Gone, or a zombie waiting to be reaped (Linux: state Z in /proc).
    const running = () => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${grandchild}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 20 && running(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(running()).toBe(false);
  });

  it('keeps a command that prints now and then, and passes its exit code on', async () => {
    // 2.4 s of output every 300 ms, watched for 1 s of silence: kept only if each line restarts the watch.
    const script = `let n = 0; const t = setInterval(() => { console.log(n); if (++n === 8) { clearInterval(t); process.exit(3); } }, 300);`;
    expect(await runWatched(node, ['-e', script], 1000)).toEqual({ status: 3, stalled: false });
  });
});
