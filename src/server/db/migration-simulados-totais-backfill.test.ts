import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { rowsOf, type Database } from './client.js';

/** The migration that adds simulados_totais sums the simulados already saved, then keeps the sums. */
describe('migration simulados_totais backfills the sums of the saved simulados', () => {
  let database: Database;
  const rows = async <T>(query: string) => rowsOf<T>(await database.db.execute(sql.raw(query)));

  beforeAll(async () => {
    database = await freshDatabase();
    const fixture = `
      insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com'), ('bia', 'Bia', 'bia@example.com');
      insert into modulos (id, nome) values (1, 'Básico');
      insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true);
      insert into simulados (user_id, materia_id, tipo, nota, questoes_respondidas, acertos, acertos_sem_espiar) values
        ('ana', 1, 'padrao', 0.7, 10, 7, 7), ('ana', 1, 'padrao', 0.6, 10, 6, 3), ('ana', null, 'revisao', 10, 3, 3, 2),
        ('ana', 1, 'padrao', 0, 0, 0, 0), ('bia', 1, 'padrao', 5, 2, 1, 1)
    `;
    await migrateOverFixture(database, '_simulados_totais', fixture);
  });
  afterAll(() => database.close());

  it('sums each student’s simulados per subject, reviews apart', async () => {
    const totais = await rows<Record<string, unknown>>(`
      select user_id, materia_id, simulados, soma_nota::float8 as soma_nota, soma_nota_sem_espiar::float8 as sem_espiar,
             aproveitados, questoes_respondidas, acertos_sem_espiar
      from simulados_totais order by user_id, materia_id nulls first`);
    expect(totais.map((t) => ({ ...t, materia_id: t.materia_id === null ? null : Number(t.materia_id) }))).toEqual([
      // 6.67 rounds to 6.67 (computeNota), below 7: not aproveitado; the one with no answer counts 0.
      {
        user_id: 'ana',
        materia_id: null,
        simulados: 1,
        soma_nota: 10,
        sem_espiar: 6.67,
        aproveitados: 0,
        questoes_respondidas: 3,
        acertos_sem_espiar: 2,
      },
      {
        user_id: 'ana',
        materia_id: 1,
        simulados: 3,
        soma_nota: 1.3,
        sem_espiar: 10,
        aproveitados: 1,
        questoes_respondidas: 20,
        acertos_sem_espiar: 10,
      },
      {
        user_id: 'bia',
        materia_id: 1,
        simulados: 1,
        soma_nota: 5,
        sem_espiar: 5,
        aproveitados: 0,
        questoes_respondidas: 2,
        acertos_sem_espiar: 1,
      },
    ]);
  });

  it('keeps them from then on', async () => {
    await database.db.execute(sql`delete from simulados where user_id = 'ana' and materia_id is null`);
    await database.db.execute(
      sql`insert into simulados (user_id, materia_id, nota, questoes_respondidas, acertos, acertos_sem_espiar) values ('bia', 1, 9, 10, 9, 9)`,
    );
    const totais = await rows<{ user_id: string; simulados: number; aproveitados: number }>(
      'select user_id, simulados, aproveitados from simulados_totais order by user_id, materia_id nulls first',
    );
    expect(totais).toEqual([
      { user_id: 'ana', simulados: 0, aproveitados: 0 },
      { user_id: 'ana', simulados: 3, aproveitados: 1 },
      { user_id: 'bia', simulados: 2, aproveitados: 1 },
    ]);
  });
});
