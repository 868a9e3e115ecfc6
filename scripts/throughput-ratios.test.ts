import { describe, expect, it } from 'vitest';
import {
  median,
  roundRatio,
  throughputRatios,
  verdict,
  type RoundLoad,
  type ThroughputKey,
} from './throughput-ratios.js';

const rounds = (...reqPerSec: number[]): RoundLoad[] => reqPerSec.map((r) => ({ reqPerSec: r, cpuUsPerRequest: null }));

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values at all', () => {
    expect(() => median([])).toThrow('at least one value');
  });
});

describe('roundRatio', () => {
  it('takes the ratio within each round and judges their median, not the ratio of the medians', () => {
    // The ceiling drifts between rounds, and the app with it: the medians alone (45 ÷ 100) would read 0.45.
    const ratio = roundRatio('app ÷ ceiling', rounds(45, 90, 40), rounds(100, 150, 50), 0.5);
    expect(ratio.rounds).toEqual([0.45, 0.6, 0.8]);
    expect(ratio.value).toBe(0.6);
    expect(verdict(ratio)).toBe('ok');
  });

  it('compares by cost the other way round, and gives none when a round has no CPU figure', () => {
    const app = [
      { reqPerSec: 50, cpuUsPerRequest: 400 },
      { reqPerSec: 60, cpuUsPerRequest: 300 },
      { reqPerSec: 55, cpuUsPerRequest: 200 },
    ];
    const ceiling = [
      { reqPerSec: 100, cpuUsPerRequest: 200 },
      { reqPerSec: 100, cpuUsPerRequest: 210 },
      { reqPerSec: 100, cpuUsPerRequest: 180 },
    ];
    expect(roundRatio('r', app, ceiling, null).byCpu).toBe(0.7);
    expect(roundRatio('r', app, [...ceiling.slice(0, 2), { reqPerSec: 100, cpuUsPerRequest: null }], null).byCpu).toBe(
      null,
    );
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => roundRatio('r', rounds(1, 2), rounds(1), null)).toThrow('2 rounds against 1');
  });
});

describe('throughputRatios', () => {
  const loads: Record<ThroughputKey, RoundLoad[]> = {
    db: rounds(10_000, 8_000, 12_000),
    me: rounds(6_000, 4_000, 5_400),
    notas: rounds(4_000, 3_000, 4_800),
    bareNotas: rounds(4_000, 3_500, 5_000),
    json: rounds(60_000, 50_000, 70_000),
    config: rounds(30_000, 24_000, 35_000),
    jsonWithHeaders: rounds(40_000, 36_000, 45_000),
  };
  const ratios = throughputRatios(loads);

  it('judges exactly target 5 as decided: notas ≥ 0.9 of the bare same read, config ≥ 0.7 with the same headers, me ≥ 0.5', () => {
    expect(ratios.filter((r) => r.target !== null).map((r) => [r.name, r.target])).toEqual([
      ['/api/notas ÷ bare same 20 notas', 0.9],
      ["/api/config ÷ ceiling-json + app's API headers", 0.7],
      ['/api/me ÷ ceiling-db', 0.5],
    ]);
  });

  it('keeps the ratios against the bare ceilings, and the references against them, as information', () => {
    expect(ratios.filter((r) => r.target === null).map((r) => r.name)).toEqual([
      '/api/notas ÷ ceiling-db',
      'bare same 20 notas ÷ ceiling-db',
      '/api/config ÷ ceiling-json',
      "ceiling-json + app's API headers ÷ ceiling-json",
    ]);
  });

  it('pairs each target with what it is compared with, round by round', () => {
    const byName = Object.fromEntries(ratios.map((r) => [r.name, r]));
    expect(byName['/api/notas ÷ bare same 20 notas']!.rounds).toEqual([1, 3_000 / 3_500, 4_800 / 5_000]);
    expect(byName['/api/notas ÷ bare same 20 notas']!.value).toBe(0.96);
    expect(byName["/api/config ÷ ceiling-json + app's API headers"]!.value).toBe(0.75);
    expect(byName['/api/me ÷ ceiling-db']!.value).toBe(0.5);
    expect(byName['/api/config ÷ ceiling-json']!.value).toBe(0.5);
  });
});

describe('verdict', () => {
  it('is ok at or above the goal, UNDER below it, and nothing for a ratio not judged', () => {
    expect(verdict({ value: 0.9, target: 0.9 })).toBe('ok');
    expect(verdict({ value: 1.07, target: 0.9 })).toBe('ok');
    expect(verdict({ value: 0.67, target: 0.7 })).toBe('UNDER');
    expect(verdict({ value: 0.3, target: null })).toBe(null);
  });
});
