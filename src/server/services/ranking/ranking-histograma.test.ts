import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_TABS } from '../../../shared/rules/ranking.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { getRankingCard } from '../dashboard/get-ranking-card.js';
import { getPosicao } from './get-posicao.js';
import { readRankingPage } from './read-ranking-page.js';
import { readRankingSummary } from './read-ranking-summary.js';
import { refreshRankingMedias } from './refresh-ranking-medias.js';
import { freshDatabase } from '../../../../tests/support/test-db.js';
import {
  histogramAndRecount,
  rankingFixture,
  straightforwardCounts,
  straightforwardPage,
  writeProfile,
  type RankingFixture,
} from '../../../../tests/support/ranking.js';

let database: Database;
let fx: RankingFixture;

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  fx = await rankingFixture(database.db);
  // A ranked student in each edital that no random operation touches: whatever the runs leave, the
  // viewer's edital has a row to compare (without them about one run in 14 compared only empty pages).
  for (const [i, editalId] of fx.editais.slice(0, 2).entries()) {
    const userId = `fixo-${i}`;
    await writeProfile(database.db, userId, { editalId, unidadeId: fx.unidades[i]!, qra: null, showInRanking: true });
    await apply({ kind: 'nota', userId, basico: true, nota: i === 0 ? 5 : 10 });
    await apply({ kind: 'nota', userId, basico: false, nota: 7.25 });
  }
});
afterAll(async () => {
  await database?.close();
});

// Few values, so averages tie often (the 1-2-2-4 case) and land on the same histogram rows.
const nota = fc.constantFrom(0, 2.5, 5, 5, 7.25, 10);
const qra = fc.option(fc.stringMatching(/^[aáÁcçbeÉ -]{1,4}$/), { nil: null });
const student = fc.integer({ min: 0, max: 11 }).map((i) => `hist-${i}`);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('perfil' as const),
    userId: student,
    edital: fc.constantFrom(0, 0, 1, null),
    unidade: fc.constantFrom(0, 1, 2, null),
    qra,
    show: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('nota' as const), userId: student, basico: fc.boolean(), nota }),
  fc.record({ kind: fc.constant('apaga-notas' as const), userId: student }),
  fc.record({ kind: fc.constant('remove' as const), userId: student }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op) {
  const db = database.db;
  const exists = rowsOf(await db.execute(sql`select 1 from users where id = ${o.userId}`)).length > 0;
  if (o.kind === 'perfil') {
    await writeProfile(db, o.userId, {
      editalId: o.edital === null ? null : fx.editais[o.edital]!,
      unidadeId: o.unidade === null ? null : fx.unidades[o.unidade]!,
      qra: o.qra,
      showInRanking: o.show,
    });
  } else if (!exists) {
    return;
  } else if (o.kind === 'nota') {
    await db.transaction(async (tx) => {
      const materiaId = o.basico ? fx.materias.basico : fx.materias.especifico;
      await tx.execute(sql`insert into notas (user_id, materia_id, nota, data) values (${o.userId}, ${materiaId},
        ${o.nota}, '2025-03-01')`);
      await refreshRankingMedias(tx, o.userId);
    });
  } else if (o.kind === 'apaga-notas') {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from notas where user_id = ${o.userId}`);
      await refreshRankingMedias(tx, o.userId);
    });
  } else {
    await db.execute(sql`delete from users where id = ${o.userId}`);
  }
}

const searches = ['', 'a', 'ç', 'SD PM b', 'rota', 'conceicao', 'É -', 'x'];

describe('the ranking read from the histogram', () => {
  it('keeps the histogram equal to a recount, and every page, place, total and search equal to rank() over the edital', async () => {
    let rowsCompared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(...searches),
        fc.constantFrom(undefined, 1),
        async (ops, q, unidade) => {
          for (const o of ops) await apply(o);
          const { histogram, recount } = await histogramAndRecount(database.db);
          expect(histogram).toEqual(recount);

          const viewers = rowsOf<{ id: string; edital_id: number | null; show_in_ranking: boolean }>(
            await database.db.execute(sql`select id, edital_id, show_in_ranking from users order by random() limit 1`),
          );
          for (const viewer of viewers) {
            const editalId = viewer.edital_id === null ? fx.editais[0]! : Number(viewer.edital_id);
            for (const tab of RANKING_TABS) {
              // The whole tab (the histogram's bands) and the run's search and unit filter.
              const unidadeId = unidade === undefined ? undefined : fx.unidades[unidade]!;
              for (const filter of [{ q: '' }, { q, unidadeId }]) {
                const counts = await straightforwardCounts(database.db, {
                  editalId,
                  userId: viewer.id,
                  tab,
                  ...filter,
                });
                const summary = await readRankingSummary(database.db, { editalId, userId: viewer.id, tab, filter });
                expect(summary!.totals[tab]).toBe(counts.total);
                expect(summary!.above[tab]).toBe(counts.acima);
                expect(summary!.totalFiltrado).toBe(counts.filtrado);
                for (const page of [1, 2, 4]) {
                  const query = { editalId, userId: viewer.id, tab, filter, page, limit: 3 };
                  const fast = await readRankingPage(database.db, query);
                  const expected = await straightforwardPage(database.db, { ...query, ...filter });
                  expect(fast).toEqual(expected);
                  rowsCompared += expected.length;
                }
              }
            }
            const user = {
              id: viewer.id,
              editalId: viewer.edital_id,
              showInRanking: viewer.show_in_ranking,
            } as Parameters<typeof getRankingCard>[1];
            const card = await getRankingCard(database.db, user);
            if (card.classificado) {
              const geral = await straightforwardCounts(database.db, {
                editalId,
                userId: viewer.id,
                tab: 'geral',
                q: '',
              });
              expect(card).toMatchObject({ posicao: geral.acima + 1, total: geral.total });
            }
            const posicao = await getPosicao({ db: database.db, user });
            if (posicao.situacao === 'ok') {
              const [all] = rowsOf<{ n: number }>(
                await database.db.execute(sql`
                select count(*)::int as n from ranking_medias where edital_id = ${editalId} and media_geral is not null`),
              );
              expect(posicao.distribuicao.total).toBe(Number(all!.n));
              expect(posicao.distribuicao.faixas.reduce((a, b) => a + b, 0)).toBe(Number(all!.n));
            }
          }
        },
      ),
      { numRuns: 20 },
    );
    // The pages compared were not all empty (the fixed students above see to it).
    expect(rowsCompared).toBeGreaterThan(0);
  }, 240_000);
});
