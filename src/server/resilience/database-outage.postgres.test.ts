import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { startAppProcess, processClient, type AppProcess } from '../../../tests/support/app-process.js';
import { createContent } from '../../../tests/support/content.js';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy.js';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import type { Database } from '../db/client.js';
import { simulados, users } from '../db/schema.js';

// PostgreSQL goes away while students use the app, and comes back (issue 9 §3, docs/decisions/0024).
// The server is shared with other tests, so a TCP proxy between the app process and PostgreSQL plays
// the outage: it cuts every connection and refuses new ones (down), or accepts them and never answers
// (hang), then lets them through again (up). The app process is never restarted.

let dir: string;
let database: Database & { url: string };
let proxy: TcpProxy;
let app: AppProcess;
let materiaId: number;
let questaoIds: number[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-outage-'));
  database = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_outage');
  await database.migrate();
  const content = await createContent(database.db, 12);
  materiaId = content.free.id;
  questaoIds = content.freeQs.slice(0, 5).map((q) => q.id);
  const server = new URL(database.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  // A short wait for a connection, so the hanging server's requests give up within the test's time.
  app = await startAppProcess({
    DATA_DIR: dir,
    DATABASE_URL: throughProxy.toString(),
    PG_CONNECT_TIMEOUT_MS: '1500',
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const unavailable = { code: 'DATABASE_UNAVAILABLE', message: messages.databaseUnavailable };

const simulado = (clientKey = randomUUID()) => ({
  clientKey,
  materiaId,
  respostas: questaoIds.map((questaoId) => ({ questaoId, resposta: 'A' })),
});

/** A 503 with the pt-BR message, a hint to retry, and nothing else in the body (no stack, no SQL). */
async function expectUnavailable(res: Response, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(503);
  expect(JSON.parse(text), label).toEqual(unavailable);
  expect(res.headers.get('retry-after'), label).toBe('5');
}

describe('PostgreSQL unavailable while students are saving', () => {
  it('answers a clean 503 during the outage and recovers by itself when the database is back', async () => {
    const student = processClient('10.8.0.1');
    const newcomer = processClient('10.8.0.2');
    const signUp = { name: 'Aluna', email: 'fora-do-ar@example.com', password: 'senha-secreta-1' };
    expect((await student(app.url, '/api/auth/sign-up/email', { json: signUp })).status).toBe(200);
    expect((await student(app.url, '/api/simulados', { json: simulado() })).status).toBe(201);

    proxy.down();
    const pending = simulado();
    // Saves, the session of every signed-in request (prepared statement), and Better Auth's own paths.
    await expectUnavailable(await student(app.url, '/api/simulados', { json: pending }), 'save');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => student(app.url, '/api/simulados', { json: simulado() })),
    );
    for (const res of burst) await expectUnavailable(res, 'concurrent save');
    await expectUnavailable(await student(app.url, '/api/me'), 'session lookup');
    await expectUnavailable(await student(app.url, '/api/notas'), 'a list');
    await expectUnavailable(
      await newcomer(app.url, '/api/auth/sign-in/email', { json: { email: signUp.email, password: signUp.password } }),
      'sign-in',
    );
    await expectUnavailable(
      await newcomer(app.url, '/api/auth/sign-up/email', { json: { ...signUp, email: 'nova@example.com' } }),
      'sign-up',
    );
    await expectUnavailable(await student(app.url, '/api/auth/sign-out', { json: {} }), 'sign-out');

    // A server that accepts connections and never answers: the pool gives up after its connect timeout.
    proxy.hang();
    await expectUnavailable(await student(app.url, '/api/simulados', { json: pending }), 'save, hanging server');
    await expectUnavailable(await student(app.url, '/api/me'), 'session lookup, hanging server');

    // Back: the same process (never restarted) answers and saves; the retried save lands once.
    proxy.up();
    expect(app.child.exitCode).toBeNull();
    const me = await student(app.url, '/api/me');
    expect(me.status).toBe(200);
    const saved = await student(app.url, '/api/simulados', { json: pending });
    expect(saved.status).toBe(201);
    const again = await student(app.url, '/api/simulados', { json: pending });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await saved.json());
    const signIn = await newcomer(app.url, '/api/auth/sign-in/email', {
      json: { email: signUp.email, password: signUp.password },
    });
    expect(signIn.status).toBe(200);
    const [row] = await database.db
      .select({ n: count() })
      .from(simulados)
      .innerJoin(users, eq(users.id, simulados.userId))
      .where(eq(users.email, signUp.email));
    // The one saved before the outage and the retried one: nothing from the refused burst.
    expect(row!.n).toBe(2);

    // The outage was logged as such, one line per refused request, and nothing crashed.
    expect(app.output()).toContain('database_unavailable');
    expect(app.output()).not.toMatch(/Unhandled error|uncaught|SERVER_ERROR/i);
  }, 60_000);
});
