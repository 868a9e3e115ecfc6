import { and, eq, isNull, sql } from 'drizzle-orm';
import { shuffleAndCut } from '../../../shared/rules/simulado.js';
import { FILTROS_PADRAO } from '../../../shared/schemas/simulados.js';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { desempenhoMaterias, questoes, questoesStatus } from '../../db/schema.js';
import { drawAnswered } from './draw-answered.js';
import {
  DEFAULT_TUNING,
  inSubject,
  probe,
  questaoFiltrosSql,
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
  const pool = await sourcePool(db, filter, tuning.maxPool);
  const space: DrawSpace = pool
    ? {
        size: pool.length,
        // The student's answered share of the subject, taken as the pool's.
        respondidas: Math.round((range.respondidas * pool.length) / range.size),
        idAt: (position) => pool[position]!,
      }
    : { size: range.size, respondidas: range.respondidas, idAt: (position) => range.lo + position };
  if (space.size <= tuning.exactRange) return exact();

  // What the exact query would cost, in probes (probe-questoes.ts); never more ids than the space has.
  const budget = Math.min(
    tuning.maxProbes,
    space.size,
    Math.floor((space.size + space.respondidas) / tuning.probeCost),
  );
  // First guess of the share of the space that is a candidate; then the share seen so far.
  let share = filter.tipo === 'nao_resolvidas' ? Math.max(0, space.size - space.respondidas) / space.size : 1;
  const drawn = new Set<number>();
  const chosen: ProbedRow[] = [];
  while (chosen.length < count) {
    const need = count - chosen.length;
    const expected = share > 0 ? need / share : Infinity;
    if (drawn.size + expected > budget) return exact();
    const batch = Math.min(budget - drawn.size, Math.ceil(expected * 1.25) + 32);
    const positions = drawDistinct(space.size, batch, drawn, random);
    chosen.push(...(await probe(db, filter, positions.map(space.idAt), need)));
    share = chosen.length / drawn.size;
  }
  return {
    ids: chosen.map((q) => q.id),
    via: pool ? 'fonte' : 'amostra',
    read: new Map(chosen.map((q) => [q.id, q])),
  };
}

/**
 * Where a draw samples: the subject's id range (ids of deleted or other subjects' questions are probed
 * and dropped), or the pool of its source filter. `respondidas`: the student's answers there, about.
 */
interface DrawSpace {
  size: number;
  respondidas: number;
  idAt: (position: number) => number;
}

/** `n` positions of [0, size) not drawn before, uniformly, recorded in `drawn` (kept under a share of size). */
function drawDistinct(size: number, n: number, drawn: Set<number>, random: () => number): number[] {
  const out: number[] = [];
  while (out.length < n && drawn.size < size) {
    const position = Math.floor(random() * size);
    if (drawn.has(position)) continue;
    drawn.add(position);
    out.push(position);
  }
  return out;
}

/**
 * The ids of the subject's questions of the filter's source (bancas, years, only Bizu's own) and lessons,
 * when the filter narrows by source: read from `questoes_materia_fonte_idx` (its entries, not the rows),
 * so a draw among two bancas' last eight years samples that tenth of the subject instead of probing ten
 * ids for every one it keeps (decision 0075). Null when the filter does not narrow by source, when it draws
 * the annulled too (the index holds only the questions drawn by default), or when the pool is larger than
 * `maxPool`: sampling the range then costs about as much as reading the pool would.
 */
async function sourcePool(db: Db, f: CandidateFilter, maxPool: number): Promise<number[] | null> {
  const filtros = f.filtros ?? FILTROS_PADRAO;
  const narrows =
    filtros.bancaIds.length > 0 || filtros.anoDe !== null || filtros.anoAte !== null || filtros.origem === 'ineditas';
  if (!narrows || filtros.incluirAnuladas || maxPool <= 0) return null;
  // The difficulty is a counters row's: the probe tests it, as it tests the student's answers.
  const source = questaoFiltrosSql({ ...f, filtros: { ...filtros, dificuldades: [] } }, 'q');
  const lessons = f.aulaIds.length > 0 ? sql`and q.aula_id = any(${pgArray(f.aulaIds, 'int')})` : sql``;
  // Four bytes an id (int4send): node-postgres parsed a 22,858-id int[] in about 12 ms, these in under 1.
  const [row] = rowsOf<{ ids: Uint8Array | null }>(
    await db.execute(sql`
      select string_agg(int4send(p.id), ''::bytea) as ids
      from (select q.id from ${questoes} q where q.materia_id = ${f.materiaId} ${lessons} and ${source}
            limit ${maxPool + 1}) p`),
  );
  const ids = int4s(row?.ids ?? null);
  return ids.length > maxPool ? null : ids;
}

/** The integers of `bytes`, four big-endian bytes each (PostgreSQL's int4send). */
function int4s(bytes: Uint8Array | null): number[] {
  if (!bytes) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(i * 4));
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
