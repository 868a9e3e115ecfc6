import { describe, expect, it } from 'vitest';
import { casesOver, SCALE_TARGET, scaleRatio, scaleRatios, scaleVerdict } from './scale-ratios.js';

/** Twenty times of a round: eighteen at `base`, the p95 (the 19th of 20) at `p95`, one slower. */
const round = (base: number, p95: number) => [...Array<number>(18).fill(base), p95, p95 * 3];

describe('scaleRatio', () => {
  it('takes p95 at 10 ÷ p95 at 1 within each round and judges the median of rounds', () => {
    // The host slows down in round 2 for both scales alike: the ratio within the round is the growth.
    const ratio = scaleRatio({
      case: 'save-50',
      at1: [round(5, 10), round(10, 40), round(5, 10)],
      at10: [round(6, 12), round(12, 52), round(6, 14)],
    });
    expect(ratio.rounds).toEqual([1.2, 1.3, 1.4]);
    expect(ratio.value).toBe(1.3);
    expect(ratio.target).toBe(SCALE_TARGET);
    expect(scaleVerdict(ratio)).toBe('ok');
  });

  it('reports the p95 over every round at each scale beside the ratio', () => {
    const ratio = scaleRatio({ case: 'x', at1: [round(1, 2)], at10: [round(1, 4)] });
    expect([ratio.p95At1, ratio.p95At10, ratio.value]).toEqual([2, 4, 2]);
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => scaleRatio({ case: 'x', at1: [round(1, 2)], at10: [] })).toThrow('0 rounds at scale 10 against 1');
  });
});

describe('scaleRatios', () => {
  const ratios = scaleRatios([
    { case: 'baseline-me', at1: [round(1, 2)], at10: [round(1, 2)] },
    { case: 'admin-alunos', at1: [round(5, 10)], at10: [round(20, 40)] },
    { case: 'csv-import-5000', at1: [[900]], at10: [[4000]] },
    { case: 'csv-preview-5000', at1: [[300]], at10: [[1200]] },
  ]);

  it('judges every case against 1.5 but the CSV cases, whose work grows by design', () => {
    expect(ratios.map((r) => [r.case, r.target])).toEqual([
      ['baseline-me', 1.5],
      ['admin-alunos', 1.5],
      ['csv-import-5000', null],
      ['csv-preview-5000', null],
    ]);
  });

  it('names the judged cases over the goal, and only those', () => {
    expect(casesOver(ratios)).toEqual(['admin-alunos']);
  });
});

describe('scaleVerdict', () => {
  it('is ok at or under 1.5, OVER above it, nothing for information', () => {
    expect(scaleVerdict({ value: 1.5, target: 1.5 })).toBe('ok');
    expect(scaleVerdict({ value: 1.51, target: 1.5 })).toBe('OVER');
    expect(scaleVerdict({ value: 9, target: null })).toBe(null);
  });
});
