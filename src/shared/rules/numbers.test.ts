import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atFirstUse } from './at-first-use.js';
import { formatInteger, formatTamanho } from './numbers.js';

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

describe('formatTamanho', () => {
  it('writes a file size in bytes, kB or MB, with a pt-BR decimal comma', () => {
    expect(formatTamanho(0)).toBe('0 bytes');
    expect(formatTamanho(900)).toBe('900 bytes');
    expect(formatTamanho(1024)).toBe('1 kB');
    expect(formatTamanho(350 * 1024)).toBe('350 kB');
    expect(formatTamanho(1024 * 1024)).toBe('1 MB');
    expect(formatTamanho(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(formatTamanho(20 * 1024 * 1024)).toBe('20 MB');
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
