import { describe, expect, it } from 'vitest';
import { medianRun } from './audit-median.js';

describe('medianRun', () => {
  it('keeps the run with the median performance, and every run’s score in the order they ran', () => {
    const runs = [
      { performance: 96, tbtMs: 150 },
      { performance: 85, tbtMs: 520 },
      { performance: 91, tbtMs: 330 },
    ];
    expect(medianRun(runs)).toEqual({ performance: 91, tbtMs: 330, performanceRuns: [96, 85, 91] });
  });

  it('takes the lower middle run of an even count, and a single run as it is', () => {
    expect(medianRun([{ performance: 90 }, { performance: 80 }]).performance).toBe(80);
    expect(medianRun([{ performance: 97 }])).toEqual({ performance: 97, performanceRuns: [97] });
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow('at least one run');
  });
});
