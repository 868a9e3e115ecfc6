import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { histogramAndRecount } from '../../../tests/support/ranking.js';
import { rowsOf, type Database } from './client.js';

/**
 * Migration 0013 adds the ranking's histogram and the QRA the search reads over ranking rows already
 * written: both must be filled from them, and the QRA must follow users.qra afterwards.
 */
describe('migration 0013 backfills the ranking histogram and the QRA from the ranking rows', () => {
  let database: Database;
  const rows = async <T>(query: string) => rowsOf<T>(await database.db.execute(sql.raw(query)));

  beforeAll(async () => {
    database = await freshDatabase();
    const fixture = `
      insert into editais (id, numero) values (1, '1/2025'), (2, '2/2025');
      insert into users (id, nome, email, qra) values ('ana', 'Ana', 'ana@example.com', 'Conceição'),
        ('bia', 'Bia', 'bia@example.com', null), ('caio', 'Caio', 'caio@example.com', 'Caio'),
        ('duda', 'Duda', 'duda@example.com', 'Duda'), ('edu', 'Edu', 'edu@example.com', 'Edu');
      insert into ranking_medias (user_id, edital_id, show_in_ranking, media_basico, media_especifico, media_geral) values
        ('ana', 1, true, 8, 6, 7), ('bia', 1, true, 7, 7, 7), ('caio', 1, false, 9, 5, 7),
        ('duda', 1, true, 4.5, null, null), ('edu', 2, true, 3, 4, 3.5)`;
    await migrateOverFixture(database, '_ranking_histogram', fixture);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts every ranking row at its averages: visible ones per tab, hidden ones too in todos_geral', async () => {
    const { histogram, recount } = await histogramAndRecount(database.db);
    expect(histogram).toEqual(recount);
    expect(
      await rows(`select media, geral, basico, especifico, todos_geral from ranking_histograma
                  where edital_id = 1 order by media`),
    ).toEqual([
      { media: 4.5, geral: 0, basico: 1, especifico: 0, todos_geral: 0 },
      { media: 5, geral: 0, basico: 0, especifico: 0, todos_geral: 0 },
      { media: 6, geral: 0, basico: 0, especifico: 1, todos_geral: 0 },
      { media: 7, geral: 2, basico: 1, especifico: 1, todos_geral: 3 },
      { media: 8, geral: 0, basico: 1, especifico: 0, todos_geral: 0 },
      { media: 9, geral: 0, basico: 0, especifico: 0, todos_geral: 0 },
    ]);
  });

  it('copies the QRA into the ranking rows, and keeps it equal to users.qra afterwards', async () => {
    expect(await rows(`select user_id, qra from ranking_medias order by user_id limit 2`)).toEqual([
      { user_id: 'ana', qra: 'Conceição' },
      { user_id: 'bia', qra: null },
    ]);
    await database.db.execute(sql`update users set qra = 'Bia' where id = 'bia'`);
    await database.db.execute(sql`update users set qra = null where id = 'ana'`);
    expect(await rows(`select user_id, qra from ranking_medias order by user_id limit 2`)).toEqual([
      { user_id: 'ana', qra: null },
      { user_id: 'bia', qra: 'Bia' },
    ]);
  });
});
