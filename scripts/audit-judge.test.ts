import { describe, expect, it } from 'vitest';
import { judgeAgainstReference } from './audit-judge.js';

const reference = { performance: 97, lcpSeconds: 1.2, tbtMs: 90 };

describe('judgeAgainstReference', () => {
  it('passes a page exactly at every limit: TBT +250 ms, performance −8, LCP +1.0 s', () => {
    expect(judgeAgainstReference({ performance: 89, lcpSeconds: 2.2, tbtMs: 340 }, reference)).toEqual({
      ok: true,
      over: [],
    });
  });

  it('names each limit a page is over, with the reference it was judged against', () => {
    const judged = judgeAgainstReference({ performance: 88, lcpSeconds: 2.21, tbtMs: 341 }, reference);
    expect(judged.ok).toBe(false);
    expect(judged.over).toEqual([
      'TBT 341 ms > 340 (reference 90 + 250)',
      'performance 88 < 89 (reference 97 − 8)',
      'LCP 2.21 s > 2.20 (reference 1.20 + 1.0)',
    ]);
  });

  it('holds LCP to 2.5 s even when the reference itself is slow', () => {
    const slow = { performance: 90, lcpSeconds: 2.0, tbtMs: 300 };
    expect(judgeAgainstReference({ performance: 88, lcpSeconds: 2.5, tbtMs: 500 }, slow).ok).toBe(true);
    expect(judgeAgainstReference({ performance: 88, lcpSeconds: 2.6, tbtMs: 500 }, slow).over).toEqual([
      'LCP 2.60 s > 2.5 s',
    ]);
  });

  it('does not hold a page to a reference it beats', () => {
    expect(judgeAgainstReference({ performance: 100, lcpSeconds: 0.9, tbtMs: 0 }, reference).ok).toBe(true);
  });

  it('reads the LCP in hundredths, as printed: 2.2000000000000002 s is 2.20', () => {
    expect(judgeAgainstReference({ performance: 97, lcpSeconds: 1.1 + 1.1, tbtMs: 0 }, reference).ok).toBe(true);
  });
});
