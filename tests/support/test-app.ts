import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app.js';
import { startServices } from '../../src/server/bootstrap.js';
import { readEnv } from '../../src/server/env.js';
import { createLogger } from '../../src/server/logger.js';
import { listenApp } from './http-server.js';
import { freshMigratedDatabase } from './test-db.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /**
   * Drive the app through a real listening server (tests/support/http-server.ts) instead of app.request:
   * for what only the HTTP server adds, such as the default headers of every answer.
   */
  overHttp?: boolean;
  /** Told of each PostgreSQL transaction run again after a deadlock or a serialization failure. */
  onTransactionRetry?: (code: string, attempt: number) => void;
}

/**
 * The real app (real auth, real database, file outbox) on a fresh database, driven through app.request
 * (or, with `overHttp`, through a real server).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-test-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    AUTH_RATE_LIMIT: '1000',
    TRUST_PROXY: '1',
    ...options.env,
  });
  const database = await freshMigratedDatabase({ onTransactionRetry: options.onTransactionRetry });
  // The app's log lines, kept for the test to read (t.logs()) instead of filling the test output.
  const logLines: string[] = [];
  const logger = createLogger({
    level: env.logLevel,
    destination: { write: (line: string) => void logLines.push(line) },
  });
  const services = await startServices(env, { database, seed: options.seed ?? false, logger });
  const { app } = createApp(services.deps);
  const server = options.overHttp ? await listenApp(app, env.appUrl) : undefined;
  const send = (url: string, init: { method: string; headers: Record<string, string>; body?: string | FormData }) => {
    const { body } = init;
    // Uploads go to the app itself: the listening server's raw fetch sends text bodies only.
    return server && !(body instanceof FormData) ? server.fetch(url, { ...init, body }) : app.request(url, init);
  };

  let ipCounter = 0;
  /** A browser-like client with its own cookie jar and, unless given, its own IP address. */
  function agent(ip = `10.0.0.${++ipCounter}`) {
    const jar = new Map<string, string>();
    /** The Cookie header this client sends: for requests a test builds itself. */
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    async function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const form = body instanceof FormData;
      const cookieHeader = cookie();
      const res = await send(url, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': ip,
          // A FormData body sets its own multipart type and boundary.
          ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : form || typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const [name, ...rest] = (pair ?? '').split('=');
        const value = rest.join('=');
        if (!name) continue;
        if (value === '' || /max-age=0/i.test(set)) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      return res;
    }
    return {
      jar,
      cookie,
      get: (url: string) => request('GET', url),
      /** A multipart upload, as a browser's form sends it. */
      upload: (url: string, form: FormData, method: 'POST' | 'PUT' = 'POST') => request(method, url, form),
      post: (url: string, body: unknown = {}, headers?: Record<string, string>) => request('POST', url, body, headers),
      put: (url: string, body: unknown = {}) => request('PUT', url, body),
      patch: (url: string, body: unknown = {}) => request('PATCH', url, body),
      delete: (url: string) => request('DELETE', url),
    };
  }

  async function signUp(user: { nome?: string; email: string; password?: string; whatsapp?: string }, a = agent()) {
    const res = await a.post('/api/auth/sign-up/email', {
      name: user.nome ?? 'Aluno Teste',
      email: user.email,
      password: user.password ?? 'senha-secreta',
      ...(user.whatsapp ? { whatsapp: user.whatsapp } : {}),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return a;
  }

  async function signIn(email: string, password: string, a = agent()) {
    const res = await a.post('/api/auth/sign-in/email', { email, password, rememberMe: false });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return a;
  }

  const outboxDir = path.join(dataDir, 'outbox');
  /** The e-mails written to the outbox, decoded enough to read their text. */
  async function outbox(): Promise<Array<{ to: string; subject: string; body: string }>> {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    const mails = await Promise.all(files.sort().map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    return mails.map(parseEml);
  }

  return {
    app,
    db: services.deps.db,
    deps: services.deps,
    env,
    agent,
    signUp,
    signIn,
    outbox,
    /** Every log line written so far, parsed. */
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    /** The raw text of the log, as a collector would store it. */
    logText: () => logLines.join(''),
    async close() {
      await server?.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Just enough of RFC 5322 + quoted-printable to read a message nodemailer wrote. */
export function parseEml(raw: string): { to: string; subject: string; body: string } {
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  // Headers may be RFC 2047 encoded-words (=?UTF-8?Q?...?=), folded over several lines.
  const header = (name: string) =>
    (raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)$`, 'mi'))?.[1] ?? '')
      .replace(/\n[ \t]/g, ' ')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_m, word: string) => qp(word.replace(/_/g, ' ')));
  return { to: header('To'), subject: header('Subject'), body: qp(raw.replace(/=\r?\n/g, '')) };
}

/** The password-reset link of an e-mail body. */
export function resetLinkOf(body: string): string {
  const match = body.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/);
  if (!match) throw new Error(`no reset link in e-mail:\n${body}`);
  return match[0];
}
