import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { rowsOf, type Database } from './client.js';

// Migration overview_suspeitas (decision 0062): the counts saved before it get their question's key and
// their 'suspeita' flag, and the triggers it adds keep the copy on later inserts and key changes.
let database: Database;
const run = (query: string) => database.db.execute(sql.raw(query));
const rows = async <T>(query: string) => rowsOf<T>(await run(query));
const flags = () =>
  rows<{ questao_id: number; resposta_correta: string | null; suspeita: boolean }>(
    'select questao_id, resposta_correta, suspeita from questao_estatisticas order by questao_id',
  );

beforeAll(async () => {
  database = await freshDatabase();
  const questao = (id: number, key: string) => `(${id}, 1, '<p>Q${id}</p>', 'a', 'b', 'c', 'd', 'e', '${key}')`;
  const fixture = `
    insert into modulos (id, nome) values (1, 'Básico');
    insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true);
    insert into questoes (id, materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d,
                          alternativa_e, resposta_correta)
      values ${[questao(1, 'A'), questao(2, 'B'), questao(3, 'C'), questao(4, 'D')].join(', ')};
    -- 1: 5 of 40 right; 2: 40 % right but D ahead of the key B; 3: 29 answers only; 4: 60 % right.
    insert into questao_estatisticas (questao_id, respostas, acertos, marcadas_a, marcadas_b, marcadas_c,
                                      marcadas_d, marcadas_e) values
      (1, 40, 5, 5, 10, 15, 5, 5), (2, 100, 40, 5, 40, 5, 45, 5), (3, 29, 0, 29, 0, 0, 0, 0), (4, 100, 60, 10, 5, 5, 60, 20)
  `;
  await migrateOverFixture(database, '_overview_suspeitas', fixture);
});
afterAll(() => database.close());

describe('migration overview_suspeitas', () => {
  it('copies the key of the questions counted before it and flags the suspect ones', async () => {
    expect(await flags()).toEqual([
      { questao_id: 1, resposta_correta: 'A', suspeita: true },
      { questao_id: 2, resposta_correta: 'B', suspeita: true },
      { questao_id: 3, resposta_correta: 'C', suspeita: false },
      { questao_id: 4, resposta_correta: 'D', suspeita: false },
    ]);
  });

  it('copies the key into rows inserted later, also by an upsert, and follows a changed key', async () => {
    await run(`
      insert into questoes (id, materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d,
                            alternativa_e, resposta_correta)
      values (5, 1, '<p>Q5</p>', 'a', 'b', 'c', 'd', 'e', 'E')`);
    // As the save writes: new rows inserted, counted ones updated, in one statement.
    await run(`
      insert into questao_estatisticas (questao_id, respostas, acertos, marcadas_e)
      values (4, 1, 1, 0), (5, 30, 0, 0)
      on conflict (questao_id) do update set respostas = questao_estatisticas.respostas + 1`);
    await run(`update questoes set resposta_correta = 'A' where id = 4`);
    await run(`update questoes set enunciado = '<p>Outra</p>' where id = 1`);
    expect(await flags()).toEqual([
      { questao_id: 1, resposta_correta: 'A', suspeita: true },
      { questao_id: 2, resposta_correta: 'B', suspeita: true },
      { questao_id: 3, resposta_correta: 'C', suspeita: false },
      // 101 answers, 60 right as counted, but A (10) now the key and D (60) ahead of it.
      { questao_id: 4, resposta_correta: 'A', suspeita: true },
      // 30 answers, none right.
      { questao_id: 5, resposta_correta: 'E', suspeita: true },
    ]);
  });
});
