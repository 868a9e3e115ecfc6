import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TipoFiltro } from '../../../shared/schemas/simulados.js';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { questoes } from '../../db/schema.js';
import type { questaoSimuladoColumns } from './questao-columns.js';

/** Which questions a simulado draws from: the subject's, maybe of some lessons, by the student's answers. */
export interface CandidateFilter {
  userId: string;
  materiaId: number;
  aulaIds: number[];
  tipo: TipoFiltro;
}

/** The subject and lesson part of the filter. */
export const inSubject = (f: CandidateFilter) =>
  and(eq(questoes.materiaId, f.materiaId), f.aulaIds.length > 0 ? inArray(questoes.aulaId, f.aulaIds) : undefined);

/** A question as the simulado shows it, read while sampling (the same columns as questaoSimuladoColumns). */
export type ProbedRow = Pick<typeof questoes.$inferSelect, keyof typeof questaoSimuladoColumns>;

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
  const rows = rowsOf<ProbedRow>(
    await db.execute(sql`
      select q.id, q.aula_id as "aulaId", q.enunciado, q.imagem_url as "imagemUrl",
             q.alternativa_a as "alternativaA", q.alternativa_b as "alternativaB", q.alternativa_c as "alternativaC",
             q.alternativa_d as "alternativaD", q.alternativa_e as "alternativaE", q.resposta_correta as "respostaCorreta"
      from unnest(${pgArray(ids, 'int')}) with ordinality as d(id, ord)
      cross join lateral (
        select * from questoes q where q.id = d.id and q.materia_id = ${f.materiaId} ${lessons} ${unanswered}
        offset 0
      ) q
      order by d.ord
      limit ${need}`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), aulaId: r.aulaId === null ? null : Number(r.aulaId) }));
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
}

export const DEFAULT_TUNING: DrawTuning = { exactRange: 4_000, maxProbes: 12_000, probeCost: 16 };

export interface Drawn {
  ids: number[];
  via: 'amostra' | 'exata' | 'respondidas';
  /** The drawn questions already read (by sampling), so the caller reads only the others. */
  read: Map<number, ProbedRow>;
}
