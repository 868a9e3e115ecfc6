import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { shuffleAndCut } from '../../../shared/rules/simulado.js';
import type { TipoFiltro } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { questoes, questoesStatus } from '../../db/schema.js';
import {
  inSubject,
  probe,
  type CandidateFilter,
  type Drawn,
  type DrawTuning,
  type ProbedRow,
} from './probe-questoes.js';

const answeredFilter: Partial<Record<TipoFiltro, SQL | undefined>> = {
  resolvidas: undefined,
  // Honest scores (issue 27 §2, docs/decisions/0043): a peeked answer is not known, so it is never in
  // 'acertei' and always among the ones to redo, right or wrong.
  acertei: and(eq(questoesStatus.correta, true), eq(questoesStatus.espiada, false)),
  errei: or(eq(questoesStatus.correta, false), eq(questoesStatus.espiada, true)),
};

/**
 * A draw for 'resolvidas', 'acertei' or 'errei' from the student's own rows of the subject (by user and
 * subject, never the whole subject): their ids shuffled, then checked against the question's subject and
 * lessons today in that order (a random permutation, filtered), stopping at the count. A lesson filter
 * that keeps few of them gives way to the exact join.
 */
export async function drawAnswered(
  db: Db,
  f: CandidateFilter,
  count: number,
  random: () => number,
  tuning: DrawTuning,
): Promise<Drawn> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${questoesStatus.questaoId}), '{}')` })
    .from(questoesStatus)
    .where(and(eq(questoesStatus.userId, f.userId), eq(questoesStatus.materiaId, f.materiaId), answeredFilter[f.tipo]));
  const order = shuffleAndCut(row?.ids ?? [], Infinity, random);
  const chosen: ProbedRow[] = [];
  let at = 0;
  while (chosen.length < count && at < order.length) {
    const need = count - chosen.length;
    const share = at === 0 ? 1 : chosen.length / at;
    const expected = share > 0 ? need / share : Infinity;
    if (at > 0 && at + expected > tuning.maxProbes) {
      return { ids: shuffleAndCut(await answeredCandidates(db, f), count, random), via: 'exata', read: new Map() };
    }
    const batch = order.slice(at, at + Math.ceil(expected * 1.25) + 32);
    at += batch.length;
    chosen.push(...(await probe(db, { ...f, tipo: 'todas' }, batch, need)));
  }
  return { ids: chosen.map((q) => q.id), via: 'respondidas', read: new Map(chosen.map((q) => [q.id, q])) };
}

/**
 * Every candidate of an answered filter, from the student's rows of the subject (questoes_status is
 * written with the question's subject), checked against the question's subject and lessons today.
 */
async function answeredCandidates(db: Db, f: CandidateFilter): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${questoes.id}), '{}')` })
    .from(questoesStatus)
    .innerJoin(questoes, eq(questoes.id, questoesStatus.questaoId))
    .where(
      and(
        eq(questoesStatus.userId, f.userId),
        eq(questoesStatus.materiaId, f.materiaId),
        inSubject(f),
        answeredFilter[f.tipo],
      ),
    );
  return row?.ids ?? [];
}
