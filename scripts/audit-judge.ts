// `npm run audit` judges each page against a bare React page measured in the same run (issue 35 §3,
// docs/decisions/0059): on a busy or slow host both move together, so the distance between them says
// what the app itself adds, where an absolute target says mostly how busy the host was.

/** The figures of one audited page that the judging reads. */
export interface PageFigures {
  performance: number;
  lcpSeconds: number;
  tbtMs: number;
}

/**
 * How far a page may be from the reference: its Total Blocking Time at most 250 ms above it, its
 * performance score at most 8 below it, and its LCP at most 1.0 s above it and within 2.5 s at all.
 */
export const referenceMargins = { tbtMs: 250, performance: 8, lcpSeconds: 1.0, lcpCapSeconds: 2.5 };

export interface ReferenceJudgement {
  ok: boolean;
  /** Each limit the page is over, in words (empty when ok). */
  over: string[];
}

/** Whether `page` is within the margins of `reference`, and which limits it is over if not. */
export function judgeAgainstReference(page: PageFigures, reference: PageFigures): ReferenceJudgement {
  const m = referenceMargins;
  const over: string[] = [];
  const tbtLimit = reference.tbtMs + m.tbtMs;
  if (page.tbtMs > tbtLimit)
    over.push(`TBT ${page.tbtMs} ms > ${tbtLimit} (reference ${reference.tbtMs} + ${m.tbtMs})`);
  const perfFloor = reference.performance - m.performance;
  if (page.performance < perfFloor)
    over.push(`performance ${page.performance} < ${perfFloor} (reference ${reference.performance} − ${m.performance})`);
  // In hundredths of a second, as the table shows them, so 2.50 is within 2.5 whatever the float says.
  const centis = (s: number) => Math.round(s * 100);
  const lcpLimit = centis(reference.lcpSeconds) + centis(m.lcpSeconds);
  if (centis(page.lcpSeconds) > lcpLimit)
    over.push(
      `LCP ${page.lcpSeconds.toFixed(2)} s > ${(lcpLimit / 100).toFixed(2)} (reference ${reference.lcpSeconds.toFixed(2)} + ${m.lcpSeconds.toFixed(1)})`,
    );
  if (centis(page.lcpSeconds) > centis(m.lcpCapSeconds))
    over.push(`LCP ${page.lcpSeconds.toFixed(2)} s > ${m.lcpCapSeconds} s`);
  return { ok: over.length === 0, over };
}
