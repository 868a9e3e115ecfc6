import { describe, expect, it } from 'vitest';
import {
  aproveitamento,
  average1,
  computeNota,
  feedbackFor,
  gradeBand,
  hitPercent,
  resultLabel,
  shuffleAndCut,
} from './simulado.js';

describe('computeNota', () => {
  it('is correct conferred / conferred × 10, to 2 decimals', () => {
    expect(computeNota(7, 10)).toBe(7);
    expect(computeNota(2, 3)).toBe(6.67);
    expect(computeNota(1, 3)).toBe(3.33);
    expect(computeNota(0, 5)).toBe(0);
    expect(computeNota(50, 50)).toBe(10);
    expect(computeNota(0, 0)).toBe(0);
  });
});

describe('labels, bands and tiers', () => {
  it.each([
    [10, 'Excelente'],
    [9, 'Excelente'],
    [8.99, 'Muito Bom'],
    [7, 'Muito Bom'],
    [6.99, 'Regular'],
    [5, 'Regular'],
    [4.99, 'Precisa Melhorar'],
    [0, 'Precisa Melhorar'],
  ])('result label of %s is %s', (nota, label) => expect(resultLabel(nota)).toBe(label));

  it.each([
    [7, 'green', 'Excelente'],
    [6.99, 'yellow', 'Regular'],
    [5, 'yellow', 'Regular'],
    [4.99, 'red', 'Precisa Melhorar'],
  ])('grade band of %s is %s %s', (nota, tone, label) => expect(gradeBand(nota)).toEqual({ tone, label }));

  it('has four feedback tiers at 80, 60 and 40 percent', () => {
    const tiers = [100, 80, 79, 60, 59, 40, 39, 0].map(feedbackFor);
    expect(new Set(tiers).size).toBe(4);
    expect(tiers[0]).toBe(tiers[1]);
    expect(tiers[1]).not.toBe(tiers[2]);
    expect(tiers[3]).not.toBe(tiers[4]);
    expect(tiers[5]).not.toBe(tiers[6]);
    expect(tiers[6]).toBe(tiers[7]);
  });

  it('hit percent, aproveitamento and averages', () => {
    expect(hitPercent(2, 3)).toBe(67);
    expect(hitPercent(0, 0)).toBe(0);
    expect(aproveitamento([7, 6.99, 10, 3])).toBe(50);
    expect(aproveitamento([])).toBe(0);
    expect(average1([7, 8, 8])).toBe(7.7);
    expect(average1([])).toBeNull();
  });
});

describe('shuffleAndCut', () => {
  it('cuts to the count without losing or repeating items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const out = shuffleAndCut(items, 10);
    expect(out).toHaveLength(10);
    expect(new Set(out).size).toBe(10);
    expect(out.every((x) => items.includes(x))).toBe(true);
    expect(shuffleAndCut(items, 500)).toHaveLength(30);
    expect(items).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('is a Fisher–Yates shuffle driven by the random source', () => {
    // random() = 0 always swaps with index 0: [1,2,3,4] → [2,3,4,1].
    expect(shuffleAndCut([1, 2, 3, 4], 4, () => 0)).toEqual([2, 3, 4, 1]);
    // random() just under 1 swaps each with itself: order kept.
    expect(shuffleAndCut([1, 2, 3, 4], 4, () => 0.9999)).toEqual([1, 2, 3, 4]);
  });

  it('puts every item first about equally often', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[shuffleAndCut([0, 1, 2, 3], 1)[0]!]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });
});
