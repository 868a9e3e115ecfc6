import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../scripts/load/app-process.js';
import { readLoadConfig } from '../../scripts/load/config.js';
import { runLoad, type LoadResult } from '../../scripts/load/run.js';
import { openDatabase, type Database } from './db/client.js';

// `npm run load` in small (issue 9 §7): the same code, an app process of its own on a fresh database of
// the TEST_DATABASE_URL server with the demo content, 10 students for 5 s over real HTTP, so the script
// cannot rot unnoticed. Only correctness is asserted: no request failed, the app logged no warning or
// error, and the database and the ranking agree with every write the app acknowledged.

let app: AppProcess;
let database: Database;
let result: LoadResult;

beforeAll(async () => {
  app = await startAppProcess(process.env.TEST_DATABASE_URL!, 0);
  database = await openDatabase({ url: app.databaseUrl });
  result = await runLoad({ base: app.base, origin: app.origin, db: database.db, seconds: 5, students: 10 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await app?.stop();
});

describe('the load script', () => {
  it('runs every request kind without an error, and the database is consistent afterwards', () => {
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    for (const row of result.rows) expect(row.count, row.kind).toBeGreaterThan(0);
    expect(result.saves).toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
    expect(app.complaints).toEqual([]);
  });

  it('finds a lost answer, a simulado nobody saved and a ranking that no longer matches the notas', async () => {
    const { db } = database;
    const [simuladoId] = result.savedIds;
    await db.execute(sql`
      delete from respostas_usuario where id = (select min(id) from respostas_usuario where simulado_id = ${simuladoId})`);
    await db.execute(sql`
      insert into simulados (user_id, materia_id, nota, client_key, questoes_respondidas, acertos)
      select user_id, materia_id, 0, ${randomUUID()}, 1, 0 from simulados where id = ${simuladoId}`);
    // Written behind the app's back: ranking_medias keeps the old average, the notas give another.
    await db.execute(sql`
      update notas set nota = case when nota < 5 then nota + 5 else nota - 5 end
      where id = (select min(n.id) from notas n join users u on u.id = n.user_id where u.email like 'carga-%')`);

    const problems = (await result.recheck()).join('\n');
    expect(problems).toMatch(/acknowledged simulados missing, duplicated or not as sent: 1/);
    expect(problems).toMatch(/simulados no answer acknowledged: 1/);
    expect(problems).toMatch(/ranking geral: .* not served: Nº/);
  });

  it('stays on this machine and within its bounds', async () => {
    await expect(
      runLoad({ base: 'http://192.0.2.1:3000', origin: app.origin, db: database.db, seconds: 1, students: 1 }),
    ).rejects.toThrow(/must be on this machine/);
    expect(() => readLoadConfig({ LOAD_DATABASE_URL: 'postgres://postgres@db.example.com:5432/postgres' })).toThrow(
      /must be on this machine/,
    );
    expect(readLoadConfig({})).toMatchObject({ seconds: 60, students: 200, port: 0 });
    for (const bad of [
      { LOAD_SECONDS: '0' },
      { LOAD_SECONDS: '601' },
      { LOAD_STUDENTS: '1001' },
      { LOAD_STUDENTS: 'x' },
    ])
      expect(() => readLoadConfig(bad), JSON.stringify(bad)).toThrow(/must be a whole number/);
  });
});
