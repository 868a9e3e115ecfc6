// `npm run bench`: the simulado budgets of the issues, through HTTP with a signed-in session, on the
// embedded database and on a PostgreSQL server. Prints p50/p95 per case and writes them as JSON.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app.js';
import { startServices } from '../src/server/bootstrap.js';
import { openDatabase } from '../src/server/db/client.js';
import { questoes, users } from '../src/server/db/schema.js';
import { readEnv } from '../src/server/env.js';
import { scratchPostgres } from '../tests/support/test-db.js';
import { buildDataset } from './dataset.js';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const sizes = { questoes: 20_000 * scale, simulados: 2_000 * scale, respostasPorSimulado: 50 };
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const out = process.env.BENCH_OUT ?? 'bench/results.json';
const budgetsPg: Record<string, number> = { 'save-50': 20, 'save-500': 60, 'select-500': 30, history: 30 };

interface Row {
  case: string;
  db: 'pglite' | 'postgres';
  n: number;
  p50_ms: number;
  p95_ms: number;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 100) / 100;
}

async function measure(name: string, n: number, warmup: number, fn: () => Promise<void>) {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { case: name, n, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-bench-'));
  const database =
    kind === 'pglite'
      ? await openDatabase({ dataDir: path.join(dataDir, 'db') })
      : await scratchPostgres(pgServer, 'bizu_bench');
  const env = readEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    AUTH_RATE_LIMIT: '100000',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const { deps } = await startServices(env, { database, seed: false });
  const { app } = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const signup = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.appUrl },
      body: JSON.stringify({ name: 'Carga', email: 'carga@example.com', password: 'senha-de-carga' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [user] = await deps.db
      .update(users)
      .set({ dataExpiracao: new Date(Date.now() + 86400_000 * 365) })
      .where(eq(users.email, 'carga@example.com'))
      .returning({ id: users.id });

    const t0 = performance.now();
    const { materiaId } = await buildDataset(deps.db, user!.id, sizes);
    console.log(
      `[${kind}] dataset: ${sizes.questoes} questions, ${sizes.simulados} simulados, ${sizes.simulados * sizes.respostasPorSimulado} answers in ${Math.round(performance.now() - t0)} ms`,
    );
    const ids = (await deps.db.select({ id: questoes.id }).from(questoes).where(eq(questoes.materiaId, materiaId))).map(
      (q) => q.id,
    );

    const call = async (method: string, url: string, body?: unknown, expected = 200) => {
      const res = await fetch(base + url, {
        method,
        headers: { cookie, origin: env.appUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    };
    const saveOf = (count: number) => () => {
      const start = Math.floor(Math.random() * (ids.length - count));
      const respostas = ids.slice(start, start + count).map((questaoId) => ({ questaoId, resposta: 'B' }));
      return call('POST', '/api/simulados', { clientKey: randomUUID(), materiaId, respostas }, 201);
    };

    const rows: Row[] = [];
    const push = (r: Omit<Row, 'db'>) => {
      rows.push({ ...r, db: kind });
      console.log(`[${kind}] ${r.case.padEnd(10)} n=${r.n}  p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms`);
    };
    // The cheapest signed-in request (session lookup + a tiny JSON): the yardstick for the ratios.
    push(await measure('baseline-me', 100, 10, () => call('GET', '/api/me')));
    push(await measure('save-50', 100, 10, saveOf(50)));
    push(await measure('save-500', 40, 5, saveOf(500)));
    push(
      await measure('select-500', 60, 5, () =>
        call('POST', '/api/simulados/selecao', { materiaId, quantidade: 500, tipo: 'nao_resolvidas' }),
      ),
    );
    push(await measure('history', 60, 5, () => call('GET', '/api/simulados')));
    return rows;
  } finally {
    await new Promise((r) => server.close(r));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [...(await benchOn('pglite')), ...(await benchOn('postgres'))];
// Absolute times move with whatever else the machine is doing; the ratio to the baseline request of
// the same run (same database, same moment) is the steadier figure to compare across runs.
console.log('\ncase         db        n    p50_ms  p95_ms  p95/baseline  budget (p95, PostgreSQL)');
for (const r of results) {
  const baseline = results.find((b) => b.db === r.db && b.case === 'baseline-me')!;
  const ratio = (r.p95_ms / baseline.p95_ms).toFixed(1);
  const budget = r.db === 'postgres' ? budgetsPg[r.case] : undefined;
  const verdict = budget === undefined ? '' : `${budget} ms ${r.p95_ms <= budget ? 'ok' : 'OVER'}`;
  console.log(
    `${r.case.padEnd(12)} ${r.db.padEnd(9)} ${String(r.n).padEnd(4)} ${String(r.p50_ms).padEnd(7)} ${String(r.p95_ms).padEnd(7)} ${ratio.padEnd(13)} ${verdict}`,
  );
}
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwritten to ${out}`);
