import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, processClient, type AppProcess } from '../../../tests/support/app-process.js';
import { createContent } from '../../../tests/support/content.js';
import { scratchPostgres } from '../../../tests/support/test-db.js';
import { openDatabase, rowsOf, type Database } from '../db/client.js';

// `kill -9` of the app in the middle of 200 concurrent simulado saves, then a restart (issue 9 §3,
// docs/decisions/0024). The api-pglite run kills a process writing to an embedded database folder
// (and opens that folder again), the api-postgres run one writing to a PostgreSQL database.

const onPostgres = process.env.TEST_DB === 'postgres';
const SAVES = 200;
const STUDENTS = 4;
const ANSWERS = 10;
/** Acknowledged saves before the kill: enough to check, few enough that most are still in flight. */
const KILL_AFTER = 25;

let dir: string;
let env: Record<string, string>;
let postgres: (Database & { url: string }) | undefined;
let app: AppProcess | undefined;
let materiaId: number;
let questaoIds: number[];

/** The database as the test reads it: PostgreSQL's own pool, or the embedded folder opened here. */
async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return fn(postgres);
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-kill-'));
  env = { DATA_DIR: dir };
  if (onPostgres) {
    postgres = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_kill');
    env.DATABASE_URL = postgres.url;
  }
  // Migrated with a small question bank before the app starts (so the embedded one is not demo-seeded).
  const content = await withDatabase(async (database) => {
    await database.migrate();
    return createContent(database.db, 12);
  });
  materiaId = content.free.id;
  questaoIds = content.freeQs.slice(0, ANSWERS).map((q) => q.id);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await postgres?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Simulado {
  id: number;
  key: string;
  questoes: number;
  respostas: number;
}

/** Every simulado with the number of answers it claims and the number stored. */
const simuladosIn = (database: Database) =>
  database.db
    .execute(
      `select s.id, s.client_key as key, s.questoes_respondidas as questoes,
              (select count(*)::int from respostas_usuario r where r.simulado_id = s.id) as respostas
       from simulados s`,
    )
    .then((r) => rowsOf<Simulado>(r).map((s) => ({ ...s, id: Number(s.id) })));

describe(`kill -9 during ${SAVES} concurrent simulado saves (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps every acknowledged save whole, nothing half-written, and retries land once', async () => {
    app = await startAppProcess(env);
    const students = Array.from({ length: STUDENTS }, (_, i) => processClient(`10.9.0.${i + 1}`));
    for (const [i, as] of students.entries()) {
      const res = await as(app.url, '/api/auth/sign-up/email', {
        json: { name: `Aluno ${i}`, email: `kill-${i}@example.com`, password: 'senha-secreta-1' },
      });
      expect(res.status).toBe(200);
    }
    const saves = Array.from({ length: SAVES }, (_, i) => ({
      as: students[i % STUDENTS]!,
      body: {
        clientKey: randomUUID(),
        materiaId,
        respostas: questaoIds.map((questaoId, q) => ({ questaoId, resposta: 'ABCDE'[(i + q) % 5] })),
      },
    }));

    // All at once; the 25th acknowledgement pulls the plug.
    const victim = app;
    const acked = new Map<string, number>();
    const refused: number[] = [];
    const outcomes = await Promise.allSettled(
      saves.map(async ({ as, body }) => {
        const res = await as(victim.url, '/api/simulados', { json: body });
        if (res.status !== 201) return void refused.push(res.status);
        acked.set(body.clientKey, ((await res.json()) as { id: number }).id);
        if (acked.size === KILL_AFTER) victim.child.kill('SIGKILL');
      }),
    );
    await victim.killHard();
    const lost = outcomes.filter((o) => o.status === 'rejected').length;
    expect(refused).toEqual([]);
    // The kill really came in the middle: some saves were acknowledged, others never answered.
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(lost).toBeGreaterThan(0);
    expect(acked.size + lost).toBe(SAVES);

    // After the crash (the embedded database opens again here): every acknowledged save with all its
    // answers, and no simulado without its answers.
    const afterCrash = await withDatabase(simuladosIn);
    const byKey = new Map(afterCrash.map((s) => [s.key, s]));
    for (const [key, id] of acked) expect(byKey.get(key), key).toMatchObject({ id, respostas: ANSWERS });
    expect(afterCrash.filter((s) => s.respostas !== s.questoes || s.respostas !== ANSWERS)).toEqual([]);
    expect(afterCrash.length).toBeGreaterThanOrEqual(acked.size);
    expect(afterCrash.length).toBeLessThanOrEqual(SAVES);

    // The students' browsers retry everything with the same keys against the restarted app.
    app = await startAppProcess(env);
    const restarted = app;
    // In waves of 50, as browsers coming back one after another would (not all within one instant).
    const retries: Array<{ key: string; status: number; id: number }> = [];
    for (let i = 0; i < SAVES; i += 50) {
      const wave = saves.slice(i, i + 50).map(async ({ as, body }) => {
        const res = await as(restarted.url, '/api/simulados', { json: body });
        return { key: body.clientKey, status: res.status, id: ((await res.json()) as { id: number }).id };
      });
      retries.push(...(await Promise.all(wave)));
    }
    for (const r of retries) {
      const before = byKey.get(r.key);
      // Saved before the crash (acknowledged or not): the same simulado, not a second one.
      if (before) expect(r, r.key).toEqual({ key: r.key, status: 200, id: before.id });
      else expect(r.status, r.key).toBe(201);
    }
    await app.stop();
    app = undefined;

    const afterRetries = await withDatabase(simuladosIn);
    expect(afterRetries).toHaveLength(SAVES);
    expect(new Set(afterRetries.map((s) => s.key))).toEqual(new Set(saves.map((s) => s.body.clientKey)));
    expect(afterRetries.filter((s) => s.respostas !== ANSWERS || s.questoes !== ANSWERS)).toEqual([]);
  }, 60_000);
});
