import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-db.js';
import { seededRandom } from '../../../../tests/support/seeded-random.js';
import { TIPOS_FILTRO } from '../../../shared/rules/simulado.js';
import { DIFICULDADES } from '../../../shared/rules/questao.js';
import {
  FILTROS_PADRAO,
  ORIGENS_QUESTAO,
  type QuestaoFiltros,
  type TipoFiltro,
} from '../../../shared/schemas/simulados.js';
import { rowsOf, type Database } from '../../db/client.js';
import { questoes } from '../../db/schema.js';
import { drawCandidates, type CandidateFilter, type DrawTuning } from './draw-candidates.js';
import { questaoSimuladoColumns } from './questao-columns.js';

let database: Database;
const run = (q: ReturnType<typeof sql>) => database.db.execute(q);

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  await run(
    sql`insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com'), ('bia', 'Bia', 'bia@example.com')`,
  );
  await run(sql`insert into modulos (id, nome) values (1, 'Básico')`);
  await run(
    sql`insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true), (2, 'Direito', 1, true)`,
  );
  await run(sql`insert into bancas (id, nome) values (1, 'VUNESP'), (2, 'Cebraspe')`);
  await run(sql`insert into aulas_da_materia (id, materia_id, titulo, ordem)
    values (1, 1, 'Crase', 1), (2, 1, 'Vírgula', 2), (3, 2, 'Penal', 1)`);
});
afterAll(() => database.close());

interface Questao {
  materiaId: 1 | 2;
  aula: number | null;
  ana: null | { correta: boolean; espiada: boolean };
  bia: boolean;
  /** Issue 33: the banca (1, 2 or none), year, marks and first answers counted (respostas, acertos). */
  fonte?: { banca: 1 | 2 | null; ano: number | null; anulada: boolean; desatualizada: boolean };
  contagem?: { respostas: number; acertos: number } | null;
}

/** Replaces the bank: ids 1000, 1001, … in the order given, the two subjects interleaved. */
async function fill(qs: Questao[], anaRespondidas: number) {
  await run(sql`delete from questoes_status`);
  await run(sql`delete from questao_estatisticas`);
  await run(sql`delete from desempenho_materias`);
  await run(sql`delete from questoes`);
  const rows = qs.map((q, i) => ({
    id: 1000 + i,
    materia: q.materiaId,
    aula: q.aula === null ? null : q.materiaId === 1 ? q.aula : 3,
    ana: q.ana !== null,
    correta: q.ana?.correta ?? false,
    espiada: q.ana?.espiada ?? false,
    bia: q.bia,
    banca: q.fonte?.banca ?? null,
    ano: q.fonte?.ano ?? null,
    anulada: q.fonte?.anulada ?? false,
    desatualizada: q.fonte?.desatualizada ?? false,
    respostas: q.contagem?.respostas ?? null,
    acertos: q.contagem ? Math.min(q.contagem.acertos, q.contagem.respostas) : null,
  }));
  const given = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as r(id int, materia int, aula int, ana boolean, correta boolean, espiada boolean, bia boolean, banca int, ano int,
         anulada boolean, desatualizada boolean, respostas int, acertos int)`;
  await run(sql`insert into questoes (id, materia_id, aula_id, enunciado, imagem_url, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta,
                                      banca_id, ano, anulada, desatualizada)
    select id, materia, aula, 'Q' || id, case when id % 2 = 0 then '/img/' || id end,
           'a' || id, 'b' || id, 'c' || id, 'd' || id, 'e' || id, (array['A','B','C','D','E'])[1 + id % 5],
           banca, ano, anulada, desatualizada
    from ${given}`);
  await run(sql`insert into questao_estatisticas (questao_id, respostas, acertos)
    select id, respostas, acertos from ${given} where respostas is not null`);
  await run(sql`insert into questoes_status (user_id, questao_id, materia_id, correta, espiada, respondida_em)
    select 'ana', id, materia, correta, espiada, now() from ${given} where ana`);
  await run(sql`insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em)
    select 'bia', id, materia, true, now() from ${given} where bia`);
  // The counter only steers sampling against the exact query: any value must give the same candidates.
  await run(
    sql`insert into desempenho_materias (user_id, materia_id, respondidas) values ('ana', 1, ${anaRespondidas})`,
  );
}

const statusCondition: Record<TipoFiltro, string> = {
  todas: 'true',
  nao_resolvidas: 's.questao_id is null',
  resolvidas: 's.questao_id is not null',
  acertei: 's.correta and not s.espiada',
  errei: '(not s.correta or s.espiada)',
};

/**
 * The question's own filters (issue 33) written out on their own, as the oracle: difficulty by the
 * percentages of the rule (Fácil ≥ 70 %, Difícil < 40 %, from 30 first answers).
 */
function filtrosCondition(f: CandidateFilter): string {
  const x = f.filtros ?? FILTROS_PADRAO;
  const parts = ['true'];
  if (!x.incluirAnuladas) parts.push('not q.anulada and not q.desatualizada');
  if (x.bancaIds.length > 0) parts.push(`q.banca_id in (${x.bancaIds.join(',')})`);
  if (x.origem === 'provas') parts.push('q.banca_id is not null');
  if (x.origem === 'ineditas') parts.push('q.banca_id is null');
  if (x.anoDe !== null) parts.push(`q.ano >= ${x.anoDe}`);
  if (x.anoAte !== null) parts.push(`q.ano <= ${x.anoAte}`);
  if (x.dificuldades.length > 0) {
    const nivel = `case when e.respostas is null or e.respostas < 30 then null
      when e.acertos::numeric / e.respostas >= 0.7 then 'facil'
      when e.acertos::numeric / e.respostas < 0.4 then 'dificil' else 'media' end`;
    parts.push(`(${nivel}) in (${x.dificuldades.map((d) => `'${d}'`).join(',')})`);
  }
  return parts.join(' and ');
}

/** The candidates, by the straightforward query over the whole subject. */
async function expected(f: CandidateFilter): Promise<Set<number>> {
  const lessons = f.aulaIds.length > 0 ? `and q.aula_id in (${f.aulaIds.join(',')})` : '';
  const rows = rowsOf<{ id: number }>(
    await run(
      sql.raw(`select q.id from questoes q
        left join questoes_status s on s.questao_id = q.id and s.user_id = 'ana'
        left join questao_estatisticas e on e.questao_id = q.id
        where q.materia_id = ${f.materiaId} ${lessons} and ${statusCondition[f.tipo]} and ${filtrosCondition(f)}`),
    ),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

const forcedSampling: DrawTuning = { exactRange: 0, maxProbes: 100_000, probeCost: 0.001, maxPool: 0 };
/** As forcedSampling, in the pool of the source filter whenever the filter narrows by source. */
const forcedPool: DrawTuning = { ...forcedSampling, maxPool: 100_000 };

describe('drawCandidates', () => {
  it('draws only candidates, distinct, as many as asked or all there are, sampling or not', async () => {
    const questao = fc.record({
      materiaId: fc.constantFrom(1 as const, 2 as const),
      aula: fc.option(fc.constantFrom(1, 2), { nil: null }),
      ana: fc.option(fc.record({ correta: fc.boolean(), espiada: fc.boolean() }), { nil: null }),
      bia: fc.boolean(),
      fonte: fc.record({
        banca: fc.constantFrom(1 as const, 2 as const, null),
        ano: fc.option(fc.integer({ min: 2015, max: 2020 }), { nil: null }),
        anulada: fc.constantFrom(false, false, false, true),
        desatualizada: fc.constantFrom(false, false, false, true),
      }),
      contagem: fc.option(fc.record({ respostas: fc.integer({ min: 0, max: 60 }), acertos: fc.nat({ max: 60 }) }), {
        nil: null,
      }),
    });
    // The question's own filters (issue 33), none most of the time so the old ways stay well covered.
    const filtros = fc.oneof(
      { weight: 2, arbitrary: fc.constant(FILTROS_PADRAO) },
      {
        weight: 1,
        arbitrary: fc.record({
          bancaIds: fc.subarray([1, 2]),
          anoDe: fc.option(fc.integer({ min: 2015, max: 2017 }), { nil: null }),
          anoAte: fc.option(fc.integer({ min: 2017, max: 2020 }), { nil: null }),
          origem: fc.constantFrom(...ORIGENS_QUESTAO),
          dificuldades: fc.subarray([...DIFICULDADES]),
          incluirAnuladas: fc.boolean(),
        }),
      },
    );
    const vias = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(questao, { minLength: 0, maxLength: 60, size: 'max' }),
        fc.oneof(fc.constant(0), fc.nat({ max: 80 })),
        fc.oneof(fc.constantFrom<TipoFiltro>('todas', 'nao_resolvidas'), fc.constantFrom(...TIPOS_FILTRO)),
        fc.subarray([1, 2, 3]),
        fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 70 })),
        fc.oneof(
          fc.constantFrom(forcedSampling, forcedPool),
          fc.record({
            exactRange: fc.constantFrom(0, 10, 1000),
            maxProbes: fc.integer({ min: 1, max: 200 }),
            probeCost: fc.double({ min: 0.01, max: 40, noNaN: true }),
            maxPool: fc.constantFrom(0, 5, 1000),
          }),
        ),
        filtros,
        async (qs, anaRespondidas, tipo, aulaIds, count, tuning, questaoFiltros) => {
          await fill(qs, anaRespondidas);
          const filter: CandidateFilter = { userId: 'ana', materiaId: 1, aulaIds, tipo, filtros: questaoFiltros };
          const want = await expected(filter);
          const { ids, via } = await drawCandidates(database.db, filter, count, { tuning });
          vias.add(via);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(want.has(id)).toBe(true);
          expect(ids.length).toBe(Math.min(count, want.size));
        },
      ),
      {
        numRuns: 60,
        // One run that samples for sure: random runs alone missed the sampling way about once in 3,000.
        examples: [
          [
            Array.from({ length: 30 }, () => ({
              materiaId: 1 as const,
              aula: null,
              ana: null,
              bia: false,
              fonte: { banca: null, ano: null, anulada: false, desatualizada: false },
              contagem: null,
            })),
            0,
            'todas',
            [],
            4,
            forcedSampling,
            FILTROS_PADRAO,
          ],
          // Sampling over a bank where a banca filter keeps one question in three: in the subject's id
          // range, then in the banca's pool.
          ...[forcedSampling, forcedPool].map(
            (tuning) =>
              [
                Array.from({ length: 30 }, (_, i) => ({
                  materiaId: 1 as const,
                  aula: null,
                  ana: null,
                  bia: false,
                  fonte: { banca: i % 3 === 0 ? (1 as const) : null, ano: 2018, anulada: false, desatualizada: false },
                  contagem: null,
                })),
                0,
                'todas',
                [],
                4,
                tuning,
                { ...FILTROS_PADRAO, bancaIds: [1] },
              ] as [Questao[], number, TipoFiltro, number[], number, DrawTuning, QuestaoFiltros],
          ),
        ],
      },
    );
    expect([...vias].sort()).toEqual(['amostra', 'exata', 'fonte', 'respondidas']);
  });

  it.each<[TipoFiltro, 'amostra' | 'respondidas' | 'fonte', QuestaoFiltros, number]>([
    ['nao_resolvidas', 'amostra', FILTROS_PADRAO, 30],
    ['resolvidas', 'respondidas', FILTROS_PADRAO, 10],
    // Of the 30 unanswered, the 15 of banca 1: sampled in the banca's pool.
    ['nao_resolvidas', 'fonte', { ...FILTROS_PADRAO, bancaIds: [1] }, 15],
  ])(
    'is a uniform draw of %s by way of %s (chi-square over which questions come, and which comes first)',
    async (tipo, way, filtros, candidateCount) => {
      // 40 questions of subject 1 among 20 of subject 2; Ana answered every fourth: 30 unanswered, 10
      // answered. Banca 1 and 2 alternate.
      await fill(
        Array.from({ length: 60 }, (_, i) => ({
          materiaId: i % 3 === 2 ? 2 : 1,
          aula: null,
          ana: i % 4 === 0 ? { correta: true, espiada: false } : null,
          bia: i % 2 === 0,
          fonte: { banca: i % 6 < 3 ? 1 : 2, ano: 2018, anulada: false, desatualizada: false },
        })),
        0,
      );
      const filter: CandidateFilter = { userId: 'ana', materiaId: 1, aulaIds: [], tipo, filtros };
      const candidates = [...(await expected(filter))];
      expect(candidates).toHaveLength(candidateCount);
      const draws = 1200;
      const perDraw = 4;
      // Seeded: the draw's own code is what is tested, with the same numbers on every run.
      const random = seededRandom({ amostra: 1128, respondidas: 2811, fonte: 3344 }[way]);
      const chosen = new Map(candidates.map((id) => [id, 0]));
      const first = new Map(candidates.map((id) => [id, 0]));
      for (let d = 0; d < draws; d++) {
        const { ids, via } = await drawCandidates(database.db, filter, perDraw, { tuning: forcedPool, random });
        expect(via).toBe(way);
        for (const id of ids) chosen.set(id, chosen.get(id)! + 1);
        first.set(ids[0]!, first.get(ids[0]!)! + 1);
      }
      const df = candidates.length - 1;
      expect(chiSquare([...chosen.values()], (draws * perDraw) / candidates.length)).toBeLessThan(
        chiSquareCritical(df),
      );
      expect(chiSquare([...first.values()], draws / candidates.length)).toBeLessThan(chiSquareCritical(df));
    },
  );

  it('samples a large pool and reads the whole subject when the candidates are few', async () => {
    await fill(
      Array.from({ length: 400 }, (_, i) => ({
        materiaId: 1,
        aula: i < 8 ? 1 : 2,
        ana: i < 390 ? { correta: false, espiada: false } : null,
        bia: false,
      })),
      390,
    );
    const tuning: DrawTuning = { exactRange: 50, maxProbes: 1000, probeCost: 2, maxPool: 1000 };
    const todas = await drawCandidates(database.db, { userId: 'ana', materiaId: 1, aulaIds: [], tipo: 'todas' }, 20, {
      tuning,
    });
    expect(todas.via).toBe('amostra');
    expect(todas.ids).toHaveLength(20);
    // Sampling reads the questions as the simulado shows them, the same as the column select.
    const stored = await database.db
      .select(questaoSimuladoColumns)
      .from(questoes)
      .where(inArray(questoes.id, todas.ids));
    expect(todas.ids.map((id) => todas.read.get(id))).toEqual(todas.ids.map((id) => stored.find((q) => q.id === id)));
    // 10 of 400 unanswered: the counter says so, and the exact query answers at once.
    const filter: CandidateFilter = { userId: 'ana', materiaId: 1, aulaIds: [], tipo: 'nao_resolvidas' };
    const few = await drawCandidates(database.db, filter, 20, { tuning });
    expect(few.via).toBe('exata');
    expect(new Set(few.ids)).toEqual(await expected(filter));
    // A lesson of 8 questions: sampling sees how few it keeps and gives way to the exact query.
    const lesson = await drawCandidates(database.db, { ...filter, tipo: 'todas', aulaIds: [1] }, 20, { tuning });
    expect(lesson.via).toBe('exata');
    expect(lesson.ids.sort()).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007]);
  });

  it('samples in the pool of the source only when the filter narrows by source, keeps the annulled out, and the pool fits', async () => {
    // 400 questions of subject 1: banca 1, 2 or none in turn, years 2015–2019, every tenth annulled.
    await fill(
      Array.from({ length: 400 }, (_, i) => ({
        materiaId: 1,
        aula: i % 2 === 0 ? 1 : 2,
        ana: null,
        bia: false,
        fonte: {
          banca: ([1, 2, null] as const)[i % 3]!,
          ano: 2015 + (i % 5),
          anulada: i % 10 === 9,
          desatualizada: false,
        },
      })),
      0,
    );
    const filterOf = (filtros: Partial<QuestaoFiltros>, aulaIds: number[] = []): CandidateFilter => ({
      userId: 'ana',
      materiaId: 1,
      aulaIds,
      tipo: 'todas',
      filtros: { ...FILTROS_PADRAO, ...filtros },
    });
    const draw = (filtros: Partial<QuestaoFiltros>, maxPool = 1000, aulaIds: number[] = []) =>
      drawCandidates(database.db, filterOf(filtros, aulaIds), 10, {
        tuning: { exactRange: 50, maxProbes: 1000, probeCost: 0.01, maxPool },
      });
    for (const [filtros, via] of [
      [{ bancaIds: [1] }, 'fonte'],
      [{ anoDe: 2018 }, 'fonte'],
      [{ anoAte: 2015 }, 'fonte'],
      [{ origem: 'ineditas' }, 'fonte'],
      // Most of the subject: the range serves as well.
      [{ origem: 'provas' }, 'amostra'],
      [{}, 'amostra'],
      // The index holds only the questions drawn by default.
      [{ bancaIds: [1], incluirAnuladas: true }, 'amostra'],
    ] satisfies Array<[Partial<QuestaoFiltros>, 'fonte' | 'amostra']>) {
      const drawn = await draw(filtros);
      expect(drawn.via, JSON.stringify(filtros)).toBe(via);
      expect(drawn.ids).toHaveLength(10);
      const want = await expected(filterOf(filtros));
      for (const id of drawn.ids) expect(want.has(id)).toBe(true);
    }
    // Banca 1 has 134 questions, its pool the 120 not annulled. One over maxPool, the pool is not read
    // in part: the range is sampled instead.
    const banca1 = (await expected(filterOf({ bancaIds: [1] }))).size;
    expect(banca1).toBe(120);
    expect((await draw({ bancaIds: [1] }, banca1)).via).toBe('fonte');
    expect((await draw({ bancaIds: [1] }, banca1 - 1)).via).toBe('amostra');
    // Lessons narrow the pool too.
    const lesson = await draw({ bancaIds: [2] }, 1000, [1]);
    expect(lesson.via).toBe('fonte');
    const inLesson = await database.db
      .select({ aula: questoes.aulaId })
      .from(questoes)
      .where(inArray(questoes.id, lesson.ids));
    expect(inLesson.every((q) => q.aula === 1)).toBe(true);
  });

  it('samples only while that costs fewer probes than the exact query: (range + answered) / probeCost', async () => {
    // 400 questions, 320 answered: 20 of the 80 unanswered take about 100 probes, where the exact query
    // reads 720 rows, as much as 90 probes at 8 rows a probe or 360 at 2.
    await fill(
      Array.from({ length: 400 }, (_, i) => ({
        materiaId: 1,
        aula: null,
        ana: i < 320 ? { correta: true, espiada: false } : null,
        bia: false,
      })),
      320,
    );
    const filter: CandidateFilter = { userId: 'ana', materiaId: 1, aulaIds: [], tipo: 'nao_resolvidas' };
    const draw = (probeCost: number) =>
      drawCandidates(database.db, filter, 20, {
        tuning: { exactRange: 50, maxProbes: 1000, probeCost, maxPool: 1000 },
      });
    const cheapProbes = await draw(2);
    expect(cheapProbes.via).toBe('amostra');
    const dearProbes = await draw(8);
    expect(dearProbes.via).toBe('exata');
    for (const { ids } of [cheapProbes, dearProbes]) {
      expect(ids).toHaveLength(20);
      for (const id of ids) expect(id).toBeGreaterThanOrEqual(1320);
    }
  });
});

function chiSquare(observed: number[], expectedEach: number): number {
  return observed.reduce((sum, o) => sum + (o - expectedEach) ** 2 / expectedEach, 0);
}

/** The chi-square value exceeded with probability 0.001 (Wilson–Hilferty): a biased draw fails it. */
function chiSquareCritical(df: number): number {
  const z = 3.09;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
