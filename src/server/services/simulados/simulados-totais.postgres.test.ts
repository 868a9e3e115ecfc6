import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../../../../tests/support/test-db.js';
import { rowsOf, type Database } from '../../db/client.js';

/**
 * Saves of one student running at once on several connections (the offline queue replaying, two tabs)
 * each add their simulado to the same totals row: the trigger's upsert queues them on that row's lock,
 * so none is lost, the first one of a subject included, and a clear running meanwhile leaves them exact.
 */
describe('simulados_totais under concurrent saves of one student', () => {
  let database: Database;

  beforeAll(async () => {
    database = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_totais');
    await database.migrate();
    const { db } = database;
    await db.execute(sql`insert into modulos (id, nome) values (1, 'Básico')`);
    await db.execute(
      sql`insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true), (2, 'Matemática', 1, true)`,
    );
    await db.execute(sql`insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com')`);
  });
  afterAll(() => database.close());

  const totais = async () =>
    rowsOf<{ materia_id: number | null; simulados: number; soma_nota: string }>(
      await database.db.execute(sql`
        select materia_id, simulados, soma_nota::float8 as soma_nota from simulados_totais
        where user_id = 'ana' order by materia_id nulls first`),
    ).map((r) => ({
      materia: r.materia_id === null ? null : Number(r.materia_id),
      simulados: r.simulados,
      soma: Number(r.soma_nota),
    }));

  const save = (i: number) =>
    database.db.transaction(async (tx) => {
      const materia = i % 3 === 0 ? null : 1 + (i % 2);
      await tx.execute(sql`
        insert into simulados (user_id, materia_id, tipo, nota, questoes_respondidas, acertos, acertos_sem_espiar)
        values ('ana', ${materia}::int, ${materia === null ? 'revisao' : 'padrao'}, 5, 10, 5, 5)`);
      // Hold the row lock a moment, as a save does while it writes its answers.
      await tx.execute(sql`select pg_sleep(0.01)`);
    });

  it('counts every one of 60 saves made ten at a time', async () => {
    await Promise.all(Array.from({ length: 60 }, (_, i) => save(i)));
    expect(await totais()).toEqual([
      { materia: null, simulados: 20, soma: 100 },
      { materia: 1, simulados: 20, soma: 100 },
      { materia: 2, simulados: 20, soma: 100 },
    ]);
  });

  it('stays the sum of what is left when a clear runs among the saves', async () => {
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => save(i)),
      database.db.execute(sql`delete from simulados where user_id = 'ana'`),
      ...Array.from({ length: 20 }, (_, i) => save(i + 20)),
    ]);
    const direto = rowsOf<{ materia_id: number | null; simulados: number; soma: number }>(
      await database.db.execute(sql`
        select materia_id, count(*)::int as simulados, sum(nota)::float8 as soma from simulados
        where user_id = 'ana' group by materia_id order by materia_id nulls first`),
    ).map((r) => ({
      materia: r.materia_id === null ? null : Number(r.materia_id),
      simulados: r.simulados,
      soma: Number(r.soma),
    }));
    expect((await totais()).filter((t) => t.simulados > 0)).toEqual(direto);
  });
});
