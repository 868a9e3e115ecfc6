// What the load measured: per request kind, the time of every request and its failures, and the one
// table `npm run load` prints.

export interface KindRow {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
}

const SAMPLES_PER_KIND = 3;

export class LoadStats {
  private readonly times = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** A few failures of each kind, as they happened, for the report. */
  readonly samples: string[] = [];
  /** Saves sent again with the same key after a network error. */
  retries = 0;

  constructor(private readonly kinds: readonly string[]) {
    for (const kind of kinds) {
      this.times.set(kind, []);
      this.errorCounts.set(kind, 0);
    }
  }

  ok(kind: string, ms: number) {
    this.times.get(kind)!.push(ms);
  }

  fail(kind: string, ms: number, message: string) {
    this.times.get(kind)!.push(ms);
    const n = (this.errorCounts.get(kind) ?? 0) + 1;
    this.errorCounts.set(kind, n);
    if (n <= SAMPLES_PER_KIND) this.samples.push(`${kind}: ${message}`);
  }

  get errors(): number {
    return [...this.errorCounts.values()].reduce((a, b) => a + b, 0);
  }

  rows(seconds: number): KindRow[] {
    return this.kinds.map((kind) => {
      const sorted = Float64Array.from(this.times.get(kind)!).sort();
      return {
        kind,
        count: sorted.length,
        errors: this.errorCounts.get(kind)!,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        reqPerSec: Math.round((sorted.length / seconds) * 10) / 10,
      };
    });
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 10) / 10;
}

export function formatTable(rows: KindRow[]): string {
  const total = rows.reduce(
    (a, r) => ({ count: a.count + r.count, errors: a.errors + r.errors, rps: a.rps + r.reqPerSec }),
    {
      count: 0,
      errors: 0,
      rps: 0,
    },
  );
  const head = ['kind', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const body = rows.map((r) => [r.kind, r.count, r.errors, r.p50, r.p95, r.p99, r.reqPerSec].map(String));
  body.push(['total', String(total.count), String(total.errors), '', '', '', String(Math.round(total.rps * 10) / 10)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
