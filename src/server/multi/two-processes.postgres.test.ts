import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import type { Database } from '../db/client.js';
import { simulados } from '../db/schema.js';

// Two app processes over one PostgreSQL database, as behind a load balancer (README, "Several
// processes"): they share the database and BETTER_AUTH_SECRET, nothing else. Both start at once on an
// empty database, which also proves that migrations and the demo seed run once.

const PUBLIC_URL = 'http://localhost:3000';
let database: Database & { url: string };
let dataDirs: string[] = [];
const processes: ChildProcess[] = [];
let a: string;
let b: string;

function startApp(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: PUBLIC_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: 'segredo-compartilhado-por-todos-os-processos',
      SEED_DEMO: '1',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '6',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`app exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = line.match(/listening on .*\(port (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
}

beforeAll(async () => {
  database = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_dois');
  dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'bizu-proc-'))));
  [a, b] = (await Promise.all(dataDirs.map(startApp))) as [string, string];
}, 120_000);
afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await database?.close();
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A browser: one cookie jar and one client address, whichever process answers. */
function browser(ip: string) {
  let cookie = '';
  return async (base: string, url: string, init: { method?: string; json?: unknown; form?: FormData } = {}) => {
    const res = await fetch(base + url, {
      method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(init.json ? { 'content-type': 'application/json' } : {}),
      },
      body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
    });
    const set = res.headers.getSetCookie();
    if (set.length) {
      const jar = new Map(cookie ? cookie.split('; ').map((p) => p.split('=') as [string, string]) : []);
      for (const line of set) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (/max-age=0/i.test(line) || value.join('=') === '') jar.delete(name!);
        else jar.set(name!, value.join('='));
      }
      cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    return res;
  };
}

const signUp = (as: ReturnType<typeof browser>, base: string, email: string) =>
  as(base, '/api/auth/sign-up/email', { json: { name: 'Dois Processos', email, password: 'senha-secreta-1' } });

describe('two app processes over one PostgreSQL', () => {
  it('migrated and seeded the demo content once', async () => {
    const { rows } = (await database.db.execute('select count(*)::int as n from modulos')) as unknown as {
      rows: Array<{ n: number }>;
    };
    const res = await fetch(`${b}/api/config`);
    expect(res.status).toBe(200);
    // The demo seed's módulos, not twice as many.
    expect(rows[0]!.n).toBe(2);
  });

  it('a session made on one works on the other, and sign-out ends it on both at once', async () => {
    const as = browser('10.1.0.1');
    expect((await signUp(as, a, 'sessao-dois@example.com')).status).toBe(200);
    expect((await as(b, '/api/me')).status).toBe(200);
    expect((await as(a, '/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await as(b, '/api/me')).status).toBe(401);
    expect((await as(a, '/api/me')).status).toBe(401);
  });

  it('counts sign-in attempts across both processes', async () => {
    const as = browser('10.1.0.2');
    expect((await signUp(as, a, 'limite-dois@example.com')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const base = i % 2 === 0 ? a : b;
      const res = await browser('10.1.0.3')(base, '/api/auth/sign-in/email', {
        json: { email: 'limite-dois@example.com', password: 'senha-errada-' + i },
      });
      statuses.push(res.status);
    }
    // AUTH_RATE_LIMIT=6 a minute for the address and the e-mail, counted in the shared database: six
    // wrong passwords, three on each process, use them up; the seventh is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('an avatar uploaded through one process is served by the other', async () => {
    const as = browser('10.1.0.4');
    expect((await signUp(as, a, 'avatar-dois@example.com')).status).toBe(200);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    expect((await as(a, '/api/perfil/avatar', { form })).status).toBe(200);
    const me = (await (await as(b, '/api/me')).json()) as { avatarUrl: string };
    const photo = await as(b, me.avatarUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('a simulado retried against the other process lands once', async () => {
    const as = browser('10.1.0.5');
    expect((await signUp(as, a, 'simulado-dois@example.com')).status).toBe(200);
    const opcoes = (await (await as(a, '/api/simulados/opcoes')).json()) as { materias: Array<{ id: number }> };
    const materiaId = opcoes.materias[0]!.id;
    const selected = await as(a, '/api/simulados/selecao', { json: { materiaId, quantidade: 10, tipo: 'todas' } });
    const selecao = (await selected.json()) as { questoes: Array<{ id: number }> };
    expect(selected.status, JSON.stringify(selecao)).toBe(200);
    const body = {
      clientKey: randomUUID(),
      materiaId,
      respostas: selecao.questoes.map((q) => ({ questaoId: q.id, resposta: 'A' })),
    };
    const [first, retry] = await Promise.all([
      as(a, '/api/simulados', { json: body }),
      as(b, '/api/simulados', { json: body }),
    ]);
    expect([first.status, retry.status].every((s) => s === 200 || s === 201)).toBe(true);
    const ids = [((await first.json()) as { id: number }).id, ((await retry.json()) as { id: number }).id];
    expect(ids[0]).toBe(ids[1]);
    const [row] = await database.db.select({ n: count() }).from(simulados).where(eq(simulados.id, ids[0]!));
    expect(row!.n).toBe(1);
  });
});
