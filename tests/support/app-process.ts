import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export const PROCESS_ORIGIN = 'http://localhost:3000';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** `kill -9`: no shutdown handler runs, nothing is flushed or closed. */
  killHard(): Promise<void>;
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx src/server/main.ts`) as a child process on a free port, with `env`
 * on top of a test configuration. Resolves once it says it is listening.
 */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: PROCESS_ORIGIN,
      BETTER_AUTH_SECRET: 'segredo-dos-testes-de-processo-com-32-caracteres',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitExit = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exited);
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`app exited (${code ?? signal}) before listening: ${output}`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`;
      const port = line.match(/listening on .*\(port (\d+)/)?.[1];
      if (!port) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        output: () => output,
        async killHard() {
          child.kill('SIGKILL');
          await waitExit();
        },
        async stop() {
          child.kill('SIGTERM');
          await waitExit();
        },
      });
    });
  });
}

/** A browser against one app process (`base` may change, as after a restart): a cookie jar and an address. */
export function processClient(ip: string) {
  const jar = new Map<string, string>();
  return async (base: string, url: string, init: { method?: string; json?: unknown } = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(base + url, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        origin: PROCESS_ORIGIN,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
}
