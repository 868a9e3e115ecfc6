import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { rowsOf, type Database } from './client.js';

/** The migration that gives each review card its question's subject fills it for the cards already kept. */
describe('migration revisao_materia backfills each card with its question’s subject', () => {
  let database: Database;
  const rows = async <T>(query: string) => rowsOf<T>(await database.db.execute(sql.raw(query)));

  beforeAll(async () => {
    database = await freshDatabase();
    const fixture = `
      insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com'), ('bia', 'Bia', 'bia@example.com');
      insert into modulos (id, nome) values (1, 'Básico');
      insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true), (2, 'Matemática', 1, false);
      insert into questoes (id, materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta) values
        (10, 1, 'Q10', 'a', 'b', 'c', 'd', 'e', 'A'), (20, 2, 'Q20', 'a', 'b', 'c', 'd', 'e', 'B');
      insert into revisao_cartoes (user_id, questao_id, due, stability, difficulty, removido) values
        ('ana', 10, now(), 1, 5, false), ('ana', 20, now(), 1, 5, true), ('bia', 20, now(), 1, 5, false)
    `;
    await migrateOverFixture(database, '_revisao_materia', fixture);
  });
  afterAll(() => database.close());

  it('writes every card’s subject, removed ones too', async () => {
    const cards = await rows<{ user_id: string; questao_id: number; materia_id: number }>(
      'select user_id, questao_id, materia_id from revisao_cartoes order by user_id, questao_id',
    );
    expect(cards.map((c) => [c.user_id, Number(c.questao_id), Number(c.materia_id)])).toEqual([
      ['ana', 10, 1],
      ['ana', 20, 2],
      ['bia', 20, 2],
    ]);
  });

  it('refuses a card without a subject from then on', async () => {
    await expect(
      database.db.execute(
        sql`insert into revisao_cartoes (user_id, questao_id, due, stability, difficulty) values ('bia', 10, now(), 1, 5)`,
      ),
    ).rejects.toThrow();
  });
});
