import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atFirstUse } from './at-first-use.js';
import { formatInteger } from './numbers.js';

describe('formatInteger', () => {
  it("writes whole numbers as Intl's pt-BR does", () => {
    const intl = new Intl.NumberFormat('pt-BR');
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatInteger(n)).toBe(intl.format(n));
      }),
    );
    expect(formatInteger(10_000)).toBe('10.000');
    expect(formatInteger(999)).toBe('999');
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatInteger(1.5)).toThrow(RangeError);
    expect(() => formatInteger(Number.NaN)).toThrow(RangeError);
  });
});

describe('atFirstUse', () => {
  it('makes the value at the first call, once', () => {
    let made = 0;
    const value = atFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });

  it('keeps a made undefined without making it again', () => {
    let made = 0;
    const value = atFirstUse(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
