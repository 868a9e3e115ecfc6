// The judging of `npm run bench:scale` (issue 35 §2, docs/decisions/0058): one invocation measures the
// bench at scale 1 and at scale 10 on the same database server with the same settings, and each case's
// p95 at 10 is judged against its own p95 at 1. A case whose work grows with the data by design (the CSV
// import checks every row of the bank it imports into) is printed for information.

/** The goal of issue 35 §2: a case's p95 at ten times the data at most 1.5 times its p95 at scale 1. */
export const SCALE_TARGET = 1.5;

/**
 * Rows printed, not judged: cases whose work grows with the data by design, and the same-work references
 * of the save and the selection (bench/same-work-reference.ts), which are not the app.
 */
export const GROWS_BY_DESIGN: readonly RegExp[] = [/^csv-import/, / (reference|minimal)$/];

export interface ScaleRow {
  case: string;
  db: string;
  p95_ms: number;
}

export interface ScaleRatio {
  case: string;
  db: string;
  p95At1: number;
  p95At10: number;
  /** p95 at 10 ÷ p95 at 1. */
  value: number;
  /** The same, each p95 first divided by its run's baseline-me p95 (the host's drift between the runs taken out). */
  overBaseline: number | null;
  target: number | null;
}

/**
 * Every case measured at both scales (on the same database kind), in the order of the scale-1 run. A case
 * measured at one scale only is left out (see missingCases).
 */
export function scaleRatios(at1: readonly ScaleRow[], at10: readonly ScaleRow[]): ScaleRatio[] {
  const baseline = (rows: readonly ScaleRow[], db: string) =>
    rows.find((r) => r.db === db && r.case === 'baseline-me')?.p95_ms ?? null;
  const ratios: ScaleRatio[] = [];
  for (const one of at1) {
    const ten = at10.find((r) => r.case === one.case && r.db === one.db);
    if (!ten) continue;
    if (one.p95_ms <= 0) throw new Error(`${one.case}: p95 at scale 1 is ${one.p95_ms}`);
    const b1 = baseline(at1, one.db);
    const b10 = baseline(at10, one.db);
    const value = ten.p95_ms / one.p95_ms;
    ratios.push({
      case: one.case,
      db: one.db,
      p95At1: one.p95_ms,
      p95At10: ten.p95_ms,
      value,
      overBaseline: b1 && b10 ? value / (b10 / b1) : null,
      target: GROWS_BY_DESIGN.some((re) => re.test(one.case)) ? null : SCALE_TARGET,
    });
  }
  return ratios;
}

/** The cases measured at one scale only (a failed or skipped case must not pass unseen). */
export function missingCases(at1: readonly ScaleRow[], at10: readonly ScaleRow[]): string[] {
  const key = (r: ScaleRow) => `${r.case} (${r.db})`;
  const ones = new Set(at1.map(key));
  const tens = new Set(at10.map(key));
  return [...ones].filter((k) => !tens.has(k)).concat([...tens].filter((k) => !ones.has(k)));
}

/** 'ok' at or under the goal, 'OVER' above it, null for a case that grows by design. */
export function scaleVerdict(ratio: Pick<ScaleRatio, 'value' | 'target'>): 'ok' | 'OVER' | null {
  if (ratio.target === null) return null;
  return ratio.value <= ratio.target ? 'ok' : 'OVER';
}

/** The judged cases over the goal, named as the output names them. */
export function casesOver(ratios: readonly ScaleRatio[]): string[] {
  return ratios.filter((r) => scaleVerdict(r) === 'OVER').map((r) => `${r.case} (${r.db})`);
}
