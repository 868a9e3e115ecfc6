// The judging of `npm run bench`'s same-work references (issue 35 §1, docs/decisions/0058), apart from the
// measuring so that the unit tests reach it. The save and the selection are measured in rounds; within
// each round the app's requests and the reference's (bench/same-work-reference.ts: plain pg doing the
// same database work, the same JSON and the same compression, with no framework, session or grading)
// take turns, so whatever else the machine does weighs on both alike. Each round gives a p95 of each,
// their ratio is taken within the round, and the median of the rounds' ratios is judged.
import { median } from './throughput-ratios.js';

export { median };

/** The goal of issue 35 §1: the app's p95 at most 1.5 times the reference's, for each judged case. */
export const SAME_WORK_TARGET = 1.5;

/** The p-th percentile of the times (nearest rank), as bench/run.ts reports p50 and p95. */
export function percentile(times: readonly number[], p: number): number {
  if (times.length === 0) throw new Error('percentile needs at least one time');
  const sorted = [...times].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export interface SameWorkRatio {
  /** 'save-50 ÷ reference' and the like. */
  name: string;
  /** The median of the per-round ratios. */
  value: number;
  /** Each round's p95 of `of` over the same round's p95 of `over`. */
  rounds: number[];
  /** The goal the median is judged against (at most), or null for a ratio printed for information. */
  target: number | null;
}

/**
 * `of`'s p95 over `over`'s within each round, and the median of those. `of[i]` and `over[i]` are the
 * times (ms) of round i, taken in turns; a round without times on either side is refused, as a
 * round-count mismatch is.
 */
export function sameWorkRatio(
  name: string,
  of: readonly (readonly number[])[],
  over: readonly (readonly number[])[],
  target: number | null,
): SameWorkRatio {
  if (of.length === 0 || of.length !== over.length)
    throw new Error(`${name}: ${of.length} rounds against ${over.length}`);
  const rounds = of.map((times, i) => {
    const reference = percentile(over[i]!, 95);
    if (reference <= 0) throw new Error(`${name}: round ${i + 1}'s reference p95 is ${reference}`);
    return percentile(times, 95) / reference;
  });
  return { name, value: median(rounds), rounds, target };
}

/** 'ok' when the median of rounds is at most the goal, 'OVER' when above, null for information only. */
export function sameWorkVerdict(ratio: Pick<SameWorkRatio, 'value' | 'target'>): 'ok' | 'OVER' | null {
  if (ratio.target === null) return null;
  return ratio.value <= ratio.target ? 'ok' : 'OVER';
}

/** The times of one case, round by round: the app's, its reference's, and the spec's minimal write if any. */
export interface SameWorkRounds {
  case: string;
  app: number[][];
  reference: number[][];
  /** The simulado and its answers only (saves only): information, never judged. */
  minimal?: number[][];
}

/**
 * The ratios printed for one case: the app over the reference (judged), and for a save the app and the
 * reference over the spec's minimal write (information: what the learning records cost).
 */
export function sameWorkRatios(r: SameWorkRounds): SameWorkRatio[] {
  const ratios = [sameWorkRatio(`${r.case} ÷ reference`, r.app, r.reference, SAME_WORK_TARGET)];
  if (r.minimal) {
    ratios.push(sameWorkRatio(`${r.case} ÷ minimal write`, r.app, r.minimal, null));
    ratios.push(sameWorkRatio(`${r.case} reference ÷ minimal write`, r.reference, r.minimal, null));
  }
  return ratios;
}
