// Lighthouse on one URL in a role's (signed-in) browser context, reduced to the figures issue 8 asks
// for, and the table `npm run audit` prints. Used by scripts/audit.ts.
import { writeFile } from 'node:fs/promises';
import lighthouse, { type Result } from 'lighthouse';
import type { BrowserContext } from 'puppeteer-core';
import { judgeAgainstReference, referenceMargins, type ReferenceJudgement } from './audit-judge.js';

/**
 * The targets (Lighthouse mobile): issue 26's for a React build (performance, LCP, CLS), issue 8's for
 * accessibility and best practices.
 */
export const targets = { performance: 90, lcpSeconds: 2.5, cls: 0.05, accessibility: 100, bestPractices: 100 };

export interface Failing {
  id: string;
  title: string;
  value?: string;
  /** Where to look: the first item Lighthouse lists (a file, an element, an issue type). */
  where?: string;
}

export interface AuditRow {
  route: string;
  role: string;
  url: string;
  performance: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  jsKB: number;
  accessibility: number;
  bestPractices: number;
  /**
   * Lighthouse's measure of the host's CPU speed at this run (a desktop is typically 1,000–3,000). The
   * mobile preset slows what it observed by a fixed 4x, so the same page scores lower on a slower or
   * busier host: figures from hosts with different indexes do not compare.
   */
  benchmarkIndex: number;
  /** With AUDIT_RUNS above 1: every run's performance score; the row's other figures are the median run's. */
  performanceRuns?: number[];
  /**
   * Main-thread time per script of the page's own origin, from Lighthouse's bootup-time audit (as
   * measured under the mobile preset's 4x slowdown): evaluation, and parsing and compiling, in ms.
   */
  scripts: ScriptTime[];
  ok: boolean;
  /** Judged against the bare React page of the same run (scripts/audit-judge.ts), when it was measured. */
  vsReference?: ReferenceJudgement;
  /** The audits that keep an under-target category down, by category. */
  failing: Record<string, Failing[]>;
}

export interface ScriptTime {
  /** The script's path (/assets/index-….js). */
  path: string;
  totalMs: number;
  scriptingMs: number;
  parseMs: number;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** The script bytes the load transferred, from the resource summary (compressed, as on the wire). */
function scriptKB(lhr: Result): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const script = items?.find((i) => i.resourceType === 'script');
  return Math.round(Number(script?.transferSize ?? 0) / 102.4) / 10;
}

/** bootup-time's rows for the page's own scripts, the longest first. */
function scriptTimes(lhr: Result, url: string): ScriptTime[] {
  const origin = new URL(url).origin;
  type Row = { url?: unknown; total?: unknown; scripting?: unknown; scriptParseCompile?: unknown };
  const items = (lhr.audits['bootup-time']?.details as { items?: Row[] } | undefined)?.items ?? [];
  return items
    .filter((i): i is Row & { url: string } => typeof i.url === 'string' && i.url.startsWith(origin))
    .map((i) => ({
      path: new URL(i.url).pathname,
      totalMs: Math.round(Number(i.total ?? 0)),
      scriptingMs: Math.round(Number(i.scripting ?? 0)),
      parseMs: Math.round(Number(i.scriptParseCompile ?? 0)),
    }));
}

type Item = { url?: unknown; issueType?: unknown; node?: { nodeLabel?: string; selector?: string }; items?: Item[] };

/** The first thing an audit points at; a few (the LCP element) nest their table one level down. */
function firstItem(details: unknown): string | undefined {
  let item = (details as { items?: Item[] } | undefined)?.items?.[0];
  if (item?.items) item = item.items[0];
  if (!item) return undefined;
  if (typeof item.url === 'string') return item.url.startsWith('http') ? new URL(item.url).pathname : item.url;
  if (typeof item.issueType === 'string') return item.issueType;
  const label = (item.node?.nodeLabel ?? item.node?.selector)?.replace(/\s+/g, ' ');
  return label && label.length > 60 ? `${label.slice(0, 60)}…` : label;
}

/**
 * The audits of a category that did not pass. Performance counts a metric or an opportunity as failing
 * below 0.9 (Lighthouse's own "green"); accessibility and best practices need every audit at 1.
 */
function failingAudits(lhr: Result, category: string, passAt: number): Failing[] {
  const audits = (lhr.categories[category]?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]!);
  return audits
    .filter((a) => a.score !== null && a.score < passAt && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      const where = firstItem(a.details);
      return {
        id: a.id,
        title: a.title,
        ...(a.displayValue ? { value: a.displayValue } : {}),
        ...(where ? { where } : {}),
      };
    });
}

/**
 * Lighthouse's default (mobile) configuration: a Moto G Power sized screen, simulated slow 4G and a 4x
 * slower CPU. Storage reset is off so the session cookie and the in-progress simulado in localStorage
 * survive; the HTTP cache, the offline app's service worker and its caches are cleared by hand instead,
 * so every route is measured as a first visit (cold cache), as Lighthouse normally does. (With the
 * worker left in place it answered the scripts from its own cache: no bytes on the wire, and a page
 * measured as a returning visit beside a reference measured cold.) Each run gets a tab of its own (the context keeps the storage),
 * and a run whose trace failed (NO_NAVSTART and the like, "please run Lighthouse again") is run again.
 */
async function runLighthouse(context: BrowserContext, url: string, attemptsLeft = 2): Promise<Result> {
  const page = await context.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
    const flags = {
      output: 'json' as const,
      logLevel: 'error' as const,
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const lhr = (await lighthouse(url, flags, undefined, page))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attemptsLeft <= 1) throw new Error(`Lighthouse on ${url}: ${why}`);
    console.log(`  Lighthouse failed (${why}); once more`);
  } finally {
    await page.close();
  }
  return runLighthouse(context, url, attemptsLeft - 1);
}

/**
 * Audits `url` in the role's browser context and reduces the report to one row of the table; with
 * `reportPath`, the whole Lighthouse report is written there too (its long tasks, its trace summary).
 */
export async function auditPage(
  context: BrowserContext,
  url: string,
  route: string,
  role: string,
  reportPath?: string,
): Promise<AuditRow> {
  const lhr = await runLighthouse(context, url);
  if (reportPath) await writeFile(reportPath, JSON.stringify(lhr));
  // A lost session or a missing simulado would redirect and measure another page without a word.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} (${role}) ended on ${landed}`);

  const row: AuditRow = {
    route,
    role,
    url,
    performance: score(lhr, 'performance'),
    lcpSeconds: Math.round(numeric(lhr, 'largest-contentful-paint') / 10) / 100,
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    jsKB: scriptKB(lhr),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scripts: scriptTimes(lhr, url),
    ok: false,
    failing: {},
  };
  const perfOk =
    row.performance >= targets.performance && row.lcpSeconds <= targets.lcpSeconds && row.cls <= targets.cls;
  if (!perfOk) row.failing.performance = failingAudits(lhr, 'performance', 0.9);
  if (row.accessibility < targets.accessibility) row.failing.accessibility = failingAudits(lhr, 'accessibility', 1);
  if (row.bestPractices < targets.bestPractices)
    row.failing['best-practices'] = failingAudits(lhr, 'best-practices', 1);
  row.ok = Object.keys(row.failing).length === 0;
  return row;
}

/** Judges every row against the reference's figures (the median of its runs). */
export function judgeRows(rows: AuditRow[], reference: AuditRow): AuditRow[] {
  return rows.map((row) => ({ ...row, vsReference: judgeAgainstReference(row, reference) }));
}

/**
 * The one table, then what to fix for each row under target. With the reference, its row comes first
 * and each page's performance, LCP and TBT has the reference's beside it, and a verdict against it.
 */
export function formatTable(rows: AuditRow[], reference?: AuditRow): string {
  const ref = reference ? [reference, ...rows] : rows;
  const head = reference
    ? [
        'route',
        'role',
        'perf',
        'ref',
        'LCP s',
        'ref',
        'TBT ms',
        'ref',
        'CLS',
        'JS KB',
        'a11y',
        'bp',
        'vs reference',
        'vs target',
      ]
    : ['route', 'role', 'perf', 'LCP s', 'CLS', 'TBT ms', 'JS KB', 'a11y', 'bp', 'vs target'];
  const body = ref.map((r) => {
    const isReference = r === reference;
    const beside = (value: string, referenceValue: string) =>
      reference ? [value, isReference ? '' : referenceValue] : [value];
    return [
      r.route,
      r.role,
      ...beside(String(r.performance), String(reference?.performance)),
      ...beside(r.lcpSeconds.toFixed(2), reference?.lcpSeconds.toFixed(2) ?? ''),
      ...(reference ? beside(String(r.tbtMs), String(reference.tbtMs)) : []),
      r.cls.toFixed(3),
      ...(reference ? [] : [String(r.tbtMs)]),
      r.jsKB.toFixed(1),
      String(r.accessibility),
      String(r.bestPractices),
      ...(reference ? [isReference ? '(reference)' : r.vsReference?.ok ? 'ok' : 'OVER'] : []),
      r.ok ? 'ok' : 'UNDER',
    ];
  });
  const textColumns = new Set([0, 1, head.length - 1, ...(reference ? [head.length - 2] : [])]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  // Text columns to the left, numbers to the right.
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (textColumns.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  const runCount = Math.max(...rows.map((r) => r.performanceRuns?.length ?? 1), 1);
  if (runCount > 1) {
    lines.push('', `each row is the median of ${runCount} runs; performance in every run, in order:`);
    for (const r of ref) lines.push(`  ${r.route} (${r.role}): ${(r.performanceRuns ?? [r.performance]).join(', ')}`);
  }
  const targetsLine = `targets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpSeconds} s, CLS ≤ ${targets.cls}, accessibility ${targets.accessibility}, best practices ${targets.bestPractices} (Lighthouse mobile)`;
  lines.push('', targetsLine);
  if (reference) {
    const m = referenceMargins;
    lines.push(
      `against the reference (bare React and React Router, same build, server and run): TBT ≤ reference + ${m.tbtMs} ms, ` +
        `performance ≥ reference − ${m.performance}, LCP ≤ reference + ${m.lcpSeconds.toFixed(1)} s and ≤ ${m.lcpCapSeconds} s`,
    );
  }
  const indexes = ref.map((r) => r.benchmarkIndex);
  if (indexes.length > 0)
    lines.push(
      `host: Lighthouse benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} in this run ` +
        '(the mobile preset slows what it observes by 4x; figures from hosts of other indexes do not compare)',
    );

  for (const r of rows.filter((row) => row.vsReference && !row.vsReference.ok))
    lines.push('', `${r.route} (${r.role}) over the reference: ${r.vsReference!.over.join('; ')}`);
  for (const r of rows.filter((row) => !row.ok)) {
    lines.push('', `${r.route} (${r.role}) under target:`);
    for (const [category, audits] of Object.entries(r.failing)) {
      lines.push(`  ${category}:${audits.length === 0 ? ' (no single audit fails; the score is the sum)' : ''}`);
      for (const a of audits)
        lines.push(`    ${a.id} — ${a.title}${a.value ? ` (${a.value})` : ''}${a.where ? `: ${a.where}` : ''}`);
    }
  }
  return lines.join('\n');
}
