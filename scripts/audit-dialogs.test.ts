import { describe, expect, it } from 'vitest';
import { DIALOG_OPEN_TARGET_MS, formatDialogTimings } from './audit-dialogs.js';

describe('the Comentar dialog timing line', () => {
  it('judges the median first opening against the target and lists every run', () => {
    const text = formatDialogTimings([
      { primeira: 40, seguinte: 30 },
      { primeira: 420, seguinte: 35 },
      { primeira: 60, seguinte: 33 },
    ]);
    expect(text).toContain('median of 3');
    expect(text).toContain('first open 60 ms, next 33 ms');
    expect(text).toContain(`target ≤ ${DIALOG_OPEN_TARGET_MS} ms: ok`);
    expect(text).toContain('40/30, 420/35, 60/33');
  });

  it('says OVER when the median first opening is past the target, even if the next one is quick', () => {
    const text = formatDialogTimings([
      { primeira: 450, seguinte: 40 },
      { primeira: 101, seguinte: 40 },
    ]);
    expect(text).toContain('first open 450 ms');
    expect(text).toMatch(/: OVER$/m);
  });

  it('says it was not measured rather than inventing a figure', () => {
    expect(formatDialogTimings([])).toContain('not measured');
  });
});
