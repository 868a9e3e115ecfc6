import { describe, expect, it } from 'vitest';
import { percentile, SAME_WORK_TARGET, sameWorkRatio, sameWorkRatios, sameWorkVerdict } from './same-work-ratios.js';

/** Twenty times of a round: nineteen at `base` and the p95 (the 19th of 20) at `p95`. */
const round = (base: number, p95: number) => [...Array<number>(18).fill(base), p95, p95 * 3];

describe('percentile', () => {
  it('takes the nearest rank, whatever the order given', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile(round(1, 8), 95)).toBe(8);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses no times at all', () => {
    expect(() => percentile([], 95)).toThrow('at least one time');
  });
});

describe('sameWorkRatio', () => {
  it("takes each round's p95 over the same round's reference p95 and judges their median", () => {
    // The host slows down in round 2 for both; the ratio within the round stays the app's own.
    const ratio = sameWorkRatio(
      'save-50 ÷ reference',
      [round(5, 12), round(10, 26), round(5, 13)],
      [round(4, 10), round(8, 20), round(4, 10)],
      SAME_WORK_TARGET,
    );
    expect(ratio.rounds).toEqual([1.2, 1.3, 1.3]);
    expect(ratio.value).toBe(1.3);
    expect(sameWorkVerdict(ratio)).toBe('ok');
  });

  it('is not fooled by one slow round of the app: the median of rounds decides', () => {
    const ratio = sameWorkRatio(
      'r',
      [round(5, 10), round(5, 40), round(5, 11)],
      [round(4, 10), round(4, 10), round(4, 10)],
      1.5,
    );
    expect(ratio.value).toBe(1.1);
    expect(sameWorkVerdict(ratio)).toBe('ok');
  });

  it('refuses rounds that do not pair up, and a round without times', () => {
    expect(() => sameWorkRatio('r', [round(1, 2), round(1, 2)], [round(1, 2)], 1.5)).toThrow('2 rounds against 1');
    expect(() => sameWorkRatio('r', [], [], 1.5)).toThrow('0 rounds against 0');
    expect(() => sameWorkRatio('r', [round(1, 2)], [[]], 1.5)).toThrow('at least one time');
  });
});

describe('sameWorkVerdict', () => {
  it('is ok at or under the goal, OVER above it, and nothing for information', () => {
    expect(sameWorkVerdict({ value: 1.5, target: 1.5 })).toBe('ok');
    expect(sameWorkVerdict({ value: 0.9, target: 1.5 })).toBe('ok');
    expect(sameWorkVerdict({ value: 1.51, target: 1.5 })).toBe('OVER');
    expect(sameWorkVerdict({ value: 4, target: null })).toBe(null);
  });
});

describe('sameWorkRatios', () => {
  it('judges the selection against its reference only', () => {
    const ratios = sameWorkRatios({ case: 'select-500', app: [round(5, 15)], reference: [round(5, 10)] });
    expect(ratios.map((r) => [r.name, r.value, r.target])).toEqual([['select-500 ÷ reference', 1.5, 1.5]]);
  });

  it("prints a save's distance from the spec's minimal write as information, never judged", () => {
    const ratios = sameWorkRatios({
      case: 'save-50',
      app: [round(5, 30)],
      reference: [round(5, 20)],
      minimal: [round(2, 5)],
    });
    expect(ratios.map((r) => [r.name, r.value, r.target])).toEqual([
      ['save-50 ÷ reference', 1.5, 1.5],
      ['save-50 ÷ minimal write', 6, null],
      ['save-50 reference ÷ minimal write', 4, null],
    ]);
  });
});
