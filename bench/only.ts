/**
 * BENCH_ONLY=case[,case...] runs just those cases (plus the baseline request the ratios need), and the
 * bench server builds just their data sets: one budget can be checked in a minute instead of the whole run.
 */
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** True when any of these cases is to run. */
export function benchWants(...cases: string[]): boolean {
  return !only || only.length === 0 || cases.some((name) => only.includes(name));
}
