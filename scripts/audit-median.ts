// `AUDIT_RUNS=n npm run audit`: Lighthouse's own advice for a noisy host is to audit each page several
// times and report the median run. On this project's machines one page scored 85 in one run and 96 in
// the next with the same code (docs/decisions/0030), so one run alone says little.

/** The figures of one audit of one page that the median needs. */
export interface ScoredRun {
  performance: number;
}

/**
 * The run whose performance score is the median of `runs` (the lower middle one for an even count),
 * with every run's score beside it, in the order they ran.
 */
export function medianRun<R extends ScoredRun>(runs: R[]): R & { performanceRuns: number[] } {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((r) => r.performance) };
}
