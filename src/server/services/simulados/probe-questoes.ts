import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DIFICULDADE_MIN_RESPOSTAS,
  DIFICIL_ABAIXO_PERCENT,
  FACIL_DESDE_PERCENT,
} from '../../../shared/rules/questao.js';
import { FILTROS_PADRAO, type QuestaoFiltros, type TipoFiltro } from '../../../shared/schemas/simulados.js';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { questoes } from '../../db/schema.js';
import { questaoSimuladoSql, type questaoSimuladoColumns } from './questao-columns.js';

/** Which questions a simulado draws from: the subject's, maybe of some lessons, by the student's answers. */
export interface CandidateFilter {
  userId: string;
  materiaId: number;
  aulaIds: number[];
  tipo: TipoFiltro;
  /** Banca, years, origin, difficulty and the annulled ones (issue 33); FILTROS_PADRAO when left out. */
  filtros?: QuestaoFiltros;
}

/**
 * The question's own filters as SQL over `alias` ('q' in the probe, the table name elsewhere): by default
 * neither annulled nor outdated questions are drawn. Each is a test of the row itself (difficulty: of its
 * counters row, one primary-key lookup), so a uniform draw over the subject stays uniform over what matches.
 */
export function questaoFiltrosSql(f: CandidateFilter, alias: string): SQL | undefined {
  const filtros = f.filtros ?? FILTROS_PADRAO;
  const q = sql.raw(alias);
  const parts: SQL[] = [];
  if (!filtros.incluirAnuladas) parts.push(sql`not ${q}.anulada and not ${q}.desatualizada`);
  if (filtros.bancaIds.length > 0) parts.push(sql`${q}.banca_id = any(${pgArray(filtros.bancaIds, 'int')})`);
  if (filtros.origem === 'provas') parts.push(sql`${q}.banca_id is not null`);
  if (filtros.origem === 'ineditas') parts.push(sql`${q}.banca_id is null`);
  if (filtros.anoDe !== null) parts.push(sql`${q}.ano >= ${filtros.anoDe}`);
  if (filtros.anoAte !== null) parts.push(sql`${q}.ano <= ${filtros.anoAte}`);
  if (filtros.dificuldades.length > 0) {
    // The same integer rule as dificuldadeDe (shared/rules/questao.ts), its thresholds passed in.
    parts.push(sql`(select case
        when e.respostas < ${DIFICULDADE_MIN_RESPOSTAS} then null
        when e.acertos * 100 >= ${FACIL_DESDE_PERCENT} * e.respostas then 'facil'
        when e.acertos * 100 < ${DIFICIL_ABAIXO_PERCENT} * e.respostas then 'dificil'
        else 'media' end
      from questao_estatisticas e where e.questao_id = ${q}.id) = any(${pgArray(filtros.dificuldades, 'text')})`);
  }
  return parts.length === 0 ? undefined : sql.join(parts, sql` and `);
}

/** The subject and lesson part of the filter, and the question's own filters. */
export const inSubject = (f: CandidateFilter) =>
  and(
    eq(questoes.materiaId, f.materiaId),
    f.aulaIds.length > 0 ? inArray(questoes.aulaId, f.aulaIds) : undefined,
    questaoFiltrosSql(f, '"questoes"'),
  );

/** A question as the simulado shows it, read while sampling (the same columns as questaoSimuladoColumns). */
export type ProbedRow = Pick<
  typeof questoes.$inferSelect,
  Exclude<keyof typeof questaoSimuladoColumns, 'bancaNome'>
> & {
  bancaNome: string | null;
};

/**
 * Of these ids, the first `need` (in the order given) that are candidates, read with the columns the
 * simulado shows: one primary-key probe each, and the rows come back in the same round trip.
 *
 * Each id is probed in a LATERAL subquery kept apart by `offset 0`: as a plain join the planner hashes
 * the whole subject and the student's whole status (a scan that grows with both, 13 ms at 20,000
 * questions), where a nested loop in the ids' order stops at the `need`-th candidate (4 ms, whatever
 * the size).
 */
export async function probe(db: Db, f: CandidateFilter, ids: number[], need: number): Promise<ProbedRow[]> {
  if (ids.length === 0) return [];
  const lessons = f.aulaIds.length > 0 ? sql`and q.aula_id = any(${pgArray(f.aulaIds, 'int')})` : sql``;
  const unanswered =
    f.tipo === 'nao_resolvidas'
      ? sql`and not exists (select 1 from questoes_status s where s.user_id = ${f.userId} and s.questao_id = q.id)`
      : sql``;
  const own = questaoFiltrosSql(f, 'q');
  return rowsOf<ProbedRow>(
    await db.execute(sql`
      select ${questaoSimuladoSql}
      from unnest(${pgArray(ids, 'int')}) with ordinality as d(id, ord)
      cross join lateral (
        select * from questoes q where q.id = d.id and q.materia_id = ${f.materiaId} ${lessons} ${unanswered}
          ${own ? sql`and ${own}` : sql``}
        offset 0
      ) q
      order by d.ord
      limit ${need}`),
  );
}

/**
 * These questions (ids a draw chose) as the simulado shows them, in no particular order, in raw SQL like
 * the probe: the columns are integers and text, which both drivers hand back as they are, so the rows
 * need no mapping before toQuestaoSimulado. `= any` is an index lookup per id; joining the ids unnested
 * instead had the planner hash the whole bank (25 ms at 20,000 questions instead of 4).
 */
export async function readQuestoes(db: Db, ids: number[]): Promise<ProbedRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<ProbedRow>(
    await db.execute(sql`select ${questaoSimuladoSql} from questoes q where q.id = any(${pgArray(ids, 'int')})`),
  );
}

/**
 * When sampling gives way to the exact query. A subject whose id range is at most `exactRange` wide is
 * read whole (cheap at that size). Otherwise sampling may probe as many ids as the exact query would cost:
 * the exact query reads the subject's questions and the student's answered ones, about
 * `(range + answered) / probeCost` probes' worth, where `probeCost` is what one probe (two index lookups
 * and a row) costs against one row of the exact query's scans; and never more than `maxProbes` ids.
 * Measured on PostgreSQL (EXPLAIN ANALYZE, 20,000 questions, 16,000 answered): a probe 6.2 µs, a row of
 * the exact query 0.38 µs, so 16. Few candidates (a lesson filter, a student who answered most of the
 * subject) thus go to the exact query at once. Tests set these to force either way.
 */
export interface DrawTuning {
  exactRange: number;
  maxProbes: number;
  probeCost: number;
  /** The largest source pool a draw reads to sample in (draw-candidates.ts); 0: never read one. */
  maxPool: number;
}

/**
 * maxPool: an id of the pool costs about a fortieth of a probe to read from the index (EXPLAIN ANALYZE,
 * 22,858 ids in 2.7 ms), so 48,000 ids cost about 1,200 probes' worth: a pool that large or larger is left
 * for sampling the range, which a filter that keeps most of the subject serves as well.
 */
export const DEFAULT_TUNING: DrawTuning = { exactRange: 4_000, maxProbes: 12_000, probeCost: 16, maxPool: 48_000 };

export interface Drawn {
  ids: number[];
  /** 'fonte': sampled in the pool of its source filter; 'amostra': in the subject's id range. */
  via: 'amostra' | 'fonte' | 'exata' | 'respondidas';
  /** The drawn questions already read (by sampling), so the caller reads only the others. */
  read: Map<number, ProbedRow>;
}
