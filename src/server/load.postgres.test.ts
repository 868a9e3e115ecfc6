import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, type LoadResult } from '../../scripts/load/run.js';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/support/test-app.js';

// `npm run load` in small (issue 9 §7): the same load code, 10 students for 5 s against the app on
// PostgreSQL over real HTTP, so the script cannot rot unnoticed. Only correctness is asserted: no
// request failed, and the database and the ranking agree with every write the app acknowledged.

let t: TestApp;
let server: Awaited<ReturnType<typeof listenApp>>;
let result: LoadResult;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  server = await listenApp(t.app, t.env.appUrl);
  result = await runLoad({ base: server.base, origin: TEST_ORIGIN, db: t.db, seconds: 5, students: 10 });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('the load script', () => {
  it('runs every request kind without an error, and the database is consistent afterwards', () => {
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    for (const row of result.rows) expect(row.count, row.kind).toBeGreaterThan(0);
    expect(result.saves).toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
  });

  it('finds a lost answer, a simulado nobody saved and a ranking that no longer matches the notas', async () => {
    const [simuladoId] = result.savedIds;
    await t.db.execute(sql`
      delete from respostas_usuario where id = (select min(id) from respostas_usuario where simulado_id = ${simuladoId})`);
    await t.db.execute(sql`
      insert into simulados (user_id, materia_id, nota, client_key, questoes_respondidas, acertos)
      select user_id, materia_id, 0, ${randomUUID()}, 1, 0 from simulados where id = ${simuladoId}`);
    // Written behind the app's back: ranking_medias keeps the old average, the notas give another.
    await t.db.execute(sql`
      update notas set nota = case when nota < 5 then nota + 5 else nota - 5 end
      where id = (select min(n.id) from notas n join users u on u.id = n.user_id where u.email like 'carga-%')`);

    const problems = (await result.recheck()).join('\n');
    expect(problems).toMatch(/acknowledged simulados missing, duplicated or not as sent: 1/);
    expect(problems).toMatch(/simulados no answer acknowledged: 1/);
    expect(problems).toMatch(/ranking geral: .* not served: Nº/);
  });

  it('refuses a target that is not on this machine', async () => {
    await expect(
      runLoad({ base: 'http://192.0.2.1:3000', origin: TEST_ORIGIN, db: t.db, seconds: 1, students: 1 }),
    ).rejects.toThrow(/must be on this machine/);
  });
});
