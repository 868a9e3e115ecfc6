import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.js';
import { createNota } from '../notas/create-nota.js';
import { scratchPostgres } from '../../../../tests/support/test-db.js';
import {
  histogramAndRecount,
  rankingFixture,
  writeProfile,
  type RankingFixture,
} from '../../../../tests/support/ranking.js';

let database: Database;
let fx: RankingFixture;
const retries: string[] = [];

beforeAll(async () => {
  database = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'bizu_histograma', {
    onTransactionRetry: (code) => retries.push(code),
  });
  await database.migrate();
  fx = await rankingFixture(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('the ranking histogram under concurrent saves (PostgreSQL)', () => {
  it('counts every nota saved at once in one edital, without a deadlock or a lost count', async () => {
    const alunos = Array.from({ length: 30 }, (_, i) => `concorrente-${i}`);
    for (const [i, id] of alunos.entries()) {
      await writeProfile(database.db, id, {
        editalId: fx.editais[0]!,
        unidadeId: fx.unidades[i % 3]!,
        qra: `QRA ${i}`,
        showInRanking: i % 7 !== 0,
      });
    }
    // Every student saves notas at once, in both modules, with grades that move them across the same few
    // averages, so the transactions fight for the same histogram rows in different orders of arrival.
    const grades = [0, 2.5, 5, 7.5, 10];
    const saves = alunos.flatMap((id, i) =>
      [0, 1, 2, 3].map((k) =>
        createNota({
          db: database.db,
          userId: id,
          input: {
            materiaId: k % 2 === 0 ? fx.materias.basico : fx.materias.especifico,
            nota: grades[(i + k * 3) % grades.length]!,
            data: '2025-03-01',
            descricao: null,
          },
        }),
      ),
    );
    await Promise.all(saves);

    const { histogram, recount } = await histogramAndRecount(database.db);
    expect(histogram).toEqual(recount);
    const [notas] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from notas`));
    expect(Number(notas!.n)).toBe(alunos.length * 4);
    // Deltas are written in key order, so no save needed the deadlock retry.
    expect(retries).toEqual([]);
  });
});
