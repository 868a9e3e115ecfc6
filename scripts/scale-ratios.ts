// The judging of `npm run bench:scale` (issue 35 §2, docs/decisions/0058): one invocation runs two bench
// servers, one at scale 1 and one at scale 10, on the same PostgreSQL server with the same settings, and
// times each case's requests against the two in turns, in rounds. Each round gives a p95 at each scale;
// the p95 at 10 over the p95 at 1 is taken within the round and the median of rounds is judged. A case
// whose work grows with the data by design (the CSV import checks every row of the bank it imports into)
// is printed for information.
import { median, percentile } from './same-work-ratios.js';

/** The goal of issue 35 §2: a case's p95 at ten times the data at most 1.5 times its p95 at scale 1. */
export const SCALE_TARGET = 1.5;

/** Cases whose work grows with the data by design: printed, not judged. */
export const GROWS_BY_DESIGN: readonly RegExp[] = [/^csv-/];

/** One case's times (ms) round by round at each scale, the two taken in turns. */
export interface ScalePair {
  case: string;
  at1: number[][];
  at10: number[][];
}

export interface ScaleRatio {
  case: string;
  /** p95 over every round, at each scale. */
  p95At1: number;
  p95At10: number;
  /** The median of the per-round ratios: p95 at 10 ÷ p95 at 1 within each round. */
  value: number;
  rounds: number[];
  target: number | null;
}

/** A case's growth: within each round p95 at 10 ÷ p95 at 1, and the median of rounds. */
export function scaleRatio(pair: ScalePair): ScaleRatio {
  const { at1, at10 } = pair;
  if (at1.length === 0 || at1.length !== at10.length)
    throw new Error(`${pair.case}: ${at10.length} rounds at scale 10 against ${at1.length} at scale 1`);
  const rounds = at10.map((times, i) => {
    const one = percentile(at1[i]!, 95);
    if (one <= 0) throw new Error(`${pair.case}: round ${i + 1}'s p95 at scale 1 is ${one}`);
    return percentile(times, 95) / one;
  });
  return {
    case: pair.case,
    p95At1: percentile(at1.flat(), 95),
    p95At10: percentile(at10.flat(), 95),
    value: median(rounds),
    rounds,
    target: GROWS_BY_DESIGN.some((re) => re.test(pair.case)) ? null : SCALE_TARGET,
  };
}

export function scaleRatios(pairs: readonly ScalePair[]): ScaleRatio[] {
  return pairs.map(scaleRatio);
}

/** 'ok' at or under the goal, 'OVER' above it, null for a case that grows by design. */
export function scaleVerdict(ratio: Pick<ScaleRatio, 'value' | 'target'>): 'ok' | 'OVER' | null {
  if (ratio.target === null) return null;
  return ratio.value <= ratio.target ? 'ok' : 'OVER';
}

/** The judged cases over the goal, by name. */
export function casesOver(ratios: readonly ScaleRatio[]): string[] {
  return ratios.filter((r) => scaleVerdict(r) === 'OVER').map((r) => r.case);
}
