// The ratios of the throughput part of `npm run bench` (bench/throughput.ts) and their verdicts, apart from
// the loading so that the unit tests reach them. Issue 8's target 5 is judged against the references the
// bench loads beside the ceilings (docs/decisions/0037): the signed-in list against a bare Hono + pg route
// doing the same read, the public route against the bare JSON route sending the same headers, `/api/me`
// against the one-row ceiling. The ratios against the bare ceilings alone are printed for information.

/** What one load of one target gave, in one round. */
export interface RoundLoad {
  reqPerSec: number;
  /** The machine's busy CPU time a request, in µs; null where /proc/stat could not be read. */
  cpuUsPerRequest: number | null;
}

/** The targets the throughput part loads, each once per round. */
export type ThroughputKey = 'db' | 'me' | 'notas' | 'bareNotas' | 'json' | 'config' | 'jsonWithHeaders';

export interface ThroughputRatio {
  name: string;
  /** The median of the per-round ratios. */
  value: number;
  /** Each round's ratio: the target over what it is compared with, loaded seconds apart in the same round. */
  rounds: number[];
  /** The same comparison by cost: the other's machine CPU a request over the target's, median of rounds. */
  byCpu: number | null;
  /** The goal the median is judged against; null for a ratio printed for information only. */
  target: number | null;
}

/**
 * The ratios, judged ones first, in the order they are printed: target 5 of issue 8 as decided in
 * docs/decisions/0037, then what tells where the distance from the bare ceilings lies.
 */
export const THROUGHPUT_RATIOS: readonly {
  name: string;
  of: ThroughputKey;
  over: ThroughputKey;
  target: number | null;
}[] = [
  { name: '/api/notas ÷ bare same 20 notas', of: 'notas', over: 'bareNotas', target: 0.9 },
  { name: "/api/config ÷ ceiling-json + app's API headers", of: 'config', over: 'jsonWithHeaders', target: 0.7 },
  { name: '/api/me ÷ ceiling-db', of: 'me', over: 'db', target: 0.5 },
  { name: '/api/notas ÷ ceiling-db', of: 'notas', over: 'db', target: null },
  { name: 'bare same 20 notas ÷ ceiling-db', of: 'bareNotas', over: 'db', target: null },
  { name: '/api/config ÷ ceiling-json', of: 'config', over: 'json', target: null },
  { name: "ceiling-json + app's API headers ÷ ceiling-json", of: 'jsonWithHeaders', over: 'json', target: null },
];

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `of` over `over` within each round, and the median of those rounds: on a shared host the ceilings drift
 * by ±30 % over minutes, and a ratio within a round mostly cancels that drift (docs/decisions/0034).
 */
export function roundRatio(name: string, of: RoundLoad[], over: RoundLoad[], target: number | null): ThroughputRatio {
  if (of.length === 0 || of.length !== over.length)
    throw new Error(`${name}: ${of.length} rounds against ${over.length}`);
  const rounds = of.map((l, i) => l.reqPerSec / over[i]!.reqPerSec);
  const byCpu = of.map((l, i) => {
    const overCost = over[i]!.cpuUsPerRequest;
    return l.cpuUsPerRequest && overCost ? overCost / l.cpuUsPerRequest : null;
  });
  return {
    name,
    value: median(rounds),
    rounds,
    byCpu: byCpu.includes(null) ? null : median(byCpu as number[]),
    target,
  };
}

/** Every ratio of THROUGHPUT_RATIOS from the rounds' loads of each target. */
export function throughputRatios(loads: Record<ThroughputKey, RoundLoad[]>): ThroughputRatio[] {
  return THROUGHPUT_RATIOS.map((r) => roundRatio(r.name, loads[r.of], loads[r.over], r.target));
}

/** 'ok' when the median of rounds meets the goal, 'UNDER' when not, null for a ratio not judged. */
export function verdict(ratio: Pick<ThroughputRatio, 'value' | 'target'>): 'ok' | 'UNDER' | null {
  if (ratio.target === null) return null;
  return ratio.value >= ratio.target ? 'ok' : 'UNDER';
}
