import { sql, type SQL } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import type { GradedAnswer } from './answer-statistics.js';

/** FSRS with the library's default parameters (issue 27 §3). */
const scheduler = fsrs();

export interface CardRow {
  questao_id: number;
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
  removido: boolean;
}

/**
 * How an answer rates its card: wrong → Again; right after a peek → Hard; right on its own → Good, but
 * only for a question that already has a card (a question known from the start needs no review).
 */
export function ratingFor(answer: Pick<GradedAnswer, 'correta' | 'espiada'>, hasCard: boolean): Grade | null {
  if (!answer.correta) return Rating.Again;
  if (answer.espiada) return Rating.Hard;
  return hasCard ? Rating.Good : null;
}

function toCard(row: CardRow): Card {
  return {
    due: new Date(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: Number(row.elapsed_days),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: Number(row.state),
    last_review: row.last_review === null ? undefined : new Date(row.last_review),
  };
}

/** A card to write: the question and its next FSRS state. */
export interface PlannedCard {
  questaoId: number;
  card: Card;
}

/** The student's cards for these questions, as they stand before the save. */
export async function readReviewCards(db: Db, userId: string, ids: number[]): Promise<Map<number, CardRow>> {
  if (ids.length === 0) return new Map();
  const existing = rowsOf<CardRow>(
    await db.execute(sql`
      select questao_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses,
             state, last_review, removido
      from revisao_cartoes where user_id = ${userId} and questao_id = any(${pgArray(ids, 'int')})`),
  );
  return new Map(existing.map((r) => [Number(r.questao_id), r]));
}

/**
 * The cards one save creates or reschedules, in questao_id order. A removed card ('Não revisar mais
 * esta questão') stays removed.
 */
export function planReviewCards(existing: Map<number, CardRow>, answers: GradedAnswer[], now: Date): PlannedCard[] {
  const next: PlannedCard[] = [];
  for (const answer of answers) {
    const row = existing.get(answer.questaoId);
    if (row?.removido) continue;
    const rating = ratingFor(answer, row !== undefined);
    if (rating === null) continue;
    const card = row ? toCard(row) : createEmptyCard(now);
    next.push({ questaoId: answer.questaoId, card: scheduler.next(card, now, rating).card });
  }
  return next.sort((a, b) => a.questaoId - b.questaoId);
}

/**
 * The statement that writes the planned cards, for the save's statement (`saved` is its inserted
 * simulado: a replayed save inserts none and so writes no card; `answers` its graded answers, whose
 * subject each card takes, as questoes_status does). The card read before the save is
 * not locked: two saves of one student at the same instant would each reschedule from the same state,
 * and the later write stands — a review a few minutes off, never a lost answer.
 */
export function reviewCardsStatement(userId: string, planned: PlannedCard[]): SQL {
  const col = <T>(pick: (c: Card) => T) => planned.map((n) => pick(n.card));
  const ints = (pick: (c: Card) => number) => pgArray(col(pick), 'int');
  return sql`
    insert into revisao_cartoes (user_id, questao_id, materia_id, due, stability, difficulty, elapsed_days,
                                 scheduled_days, learning_steps, reps, lapses, state, last_review)
    select ${userId}, c.q, a.materia_id, to_timestamp(c.due / 1000.0), c.s, c.d, c.ed, c.sd, c.ls, c.reps, c.lapses,
           c.state, to_timestamp(c.lr / 1000.0)
    from unnest(
      ${pgArray(
        planned.map((n) => n.questaoId),
        'int',
      )},
      ${floatArray(col((c) => c.due.getTime()))},
      ${floatArray(col((c) => c.stability))},
      ${floatArray(col((c) => c.difficulty))},
      ${ints((c) => c.elapsed_days)}, ${ints((c) => c.scheduled_days)}, ${ints((c) => c.learning_steps)},
      ${ints((c) => c.reps)}, ${ints((c) => c.lapses)}, ${ints((c) => c.state)},
      ${floatArray(col((c) => (c.last_review ?? new Date(0)).getTime()))}
    ) with ordinality as c(q, due, s, d, ed, sd, ls, reps, lapses, state, lr, n)
    join answers a on a.questao_id = c.q
    where exists (select 1 from saved)
    order by c.n
    on conflict (user_id, questao_id) do update set
      materia_id = excluded.materia_id, due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
      elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days,
      learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses,
      state = excluded.state, last_review = excluded.last_review`;
}

/** A float8[] parameter from finite numbers (the card's stability, difficulty and times in ms). */
function floatArray(values: number[]) {
  for (const v of values) if (!Number.isFinite(v)) throw new Error(`floatArray: not a finite number ${v}`);
  return sql`${`{${values.join(',')}}`}::float8[]`;
}
