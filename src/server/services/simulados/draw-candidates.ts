import { and, eq, isNull, sql } from 'drizzle-orm';
import { shuffleAndCut } from '../../../shared/rules/simulado.js';
import { rowsOf, type Db } from '../../db/client.js';
import { desempenhoMaterias, questoes, questoesStatus } from '../../db/schema.js';
import { drawAnswered } from './draw-answered.js';
import {
  DEFAULT_TUNING,
  inSubject,
  probe,
  type CandidateFilter,
  type Drawn,
  type DrawTuning,
  type ProbedRow,
} from './probe-questoes.js';

export type { CandidateFilter, Drawn, DrawTuning };

/**
 * Up to `count` distinct candidates of the filter, a uniform random draw without replacement, in random
 * order. 'todas' and 'nao_resolvidas' sample random ids of the subject's id range and keep the ones that
 * are candidates, in the order drawn (a prefix of a random permutation of the range, filtered, is one of
 * the candidates); every choice between sampling and the exact query looks only at how many ids were
 * kept, never at which, so the draw stays uniform. The answered filters read the student's own rows of
 * the subject (questoes_status by user and subject), never the whole subject.
 */
export async function drawCandidates(
  db: Db,
  filter: CandidateFilter,
  count: number,
  { random = Math.random, tuning = DEFAULT_TUNING }: { random?: () => number; tuning?: DrawTuning } = {},
): Promise<Drawn> {
  if (filter.tipo !== 'todas' && filter.tipo !== 'nao_resolvidas') {
    return drawAnswered(db, filter, count, random, tuning);
  }
  const exact = async (): Promise<Drawn> => ({
    ids: shuffleAndCut(await unansweredOrAll(db, filter), count, random),
    via: 'exata',
    read: new Map(),
  });
  const range = await idRange(db, filter);
  if (!range || range.size <= tuning.exactRange) return exact();

  // What the exact query would cost, in probes (probe-questoes.ts); never more ids than the range has.
  const budget = Math.min(
    tuning.maxProbes,
    range.size,
    Math.floor((range.size + range.respondidas) / tuning.probeCost),
  );
  // First guess of the share of the range that is a candidate; then the share seen so far.
  let share = filter.tipo === 'nao_resolvidas' ? Math.max(0, range.size - range.respondidas) / range.size : 1;
  const drawn = new Set<number>();
  const chosen: ProbedRow[] = [];
  while (chosen.length < count) {
    const need = count - chosen.length;
    const expected = share > 0 ? need / share : Infinity;
    if (drawn.size + expected > budget) return exact();
    const batch = Math.min(budget - drawn.size, Math.ceil(expected * 1.25) + 32);
    const ids = drawDistinct(range.lo, range.size, batch, drawn, random);
    chosen.push(...(await probe(db, filter, ids, need)));
    share = chosen.length / drawn.size;
  }
  return { ids: chosen.map((q) => q.id), via: 'amostra', read: new Map(chosen.map((q) => [q.id, q])) };
}

/** `n` ids of [lo, lo + size) not drawn before, uniformly, recorded in `drawn` (kept under a share of size). */
function drawDistinct(lo: number, size: number, n: number, drawn: Set<number>, random: () => number): number[] {
  const out: number[] = [];
  while (out.length < n && drawn.size < size) {
    const id = lo + Math.floor(random() * size);
    if (drawn.has(id)) continue;
    drawn.add(id);
    out.push(id);
  }
  return out;
}

/** The subject's smallest and largest question id and the student's answered count there: index lookups. */
async function idRange(db: Db, f: CandidateFilter) {
  const [row] = rowsOf<{ lo: number | null; hi: number | null; respondidas: number | null }>(
    await db.execute(sql`
      select (select min(id) from ${questoes} where materia_id = ${f.materiaId}) as lo,
             (select max(id) from ${questoes} where materia_id = ${f.materiaId}) as hi,
             (select ${desempenhoMaterias.respondidas} from ${desempenhoMaterias}
              where ${desempenhoMaterias.userId} = ${f.userId} and ${desempenhoMaterias.materiaId} = ${f.materiaId})
               as respondidas`),
  );
  if (row?.lo == null || row.hi == null) return null;
  const lo = Number(row.lo);
  return { lo, size: Number(row.hi) - lo + 1, respondidas: Number(row.respondidas ?? 0) };
}

/** Every candidate of 'todas' or 'nao_resolvidas': the subject's questions, anti-joined with the student's rows. */
async function unansweredOrAll(db: Db, f: CandidateFilter): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${questoes.id}), '{}')` })
    .from(questoes)
    .leftJoin(questoesStatus, and(eq(questoesStatus.questaoId, questoes.id), eq(questoesStatus.userId, f.userId)))
    .where(and(inSubject(f), f.tipo === 'nao_resolvidas' ? isNull(questoesStatus.questaoId) : undefined));
  return row?.ids ?? [];
}
