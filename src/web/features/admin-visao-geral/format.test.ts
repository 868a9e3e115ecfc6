import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diaCurto, mesCurto, numero, reais } from './format';

describe('the overview’s labels', () => {
  afterEach(() => vi.restoreAllMocks());

  it('write days, months, counts and reais in pt-BR', () => {
    expect(diaCurto('2026-03-05')).toBe('05/03');
    expect(mesCurto('2025-03-01')).toBe('mar/25');
    expect(numero(1234)).toBe('1.234');
    expect(numero(3.5)).toBe('3,5');
    expect(reais(9990)).toMatch(/^R\$\s99,90$/);
    expect(reais(123456)).toMatch(/^R\$\s1\.234,56$/);
  });

  it('write numbers and reais exactly as toLocaleString did, on any value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        expect(numero(n)).toBe(n.toLocaleString('pt-BR'));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (centavos) => {
        expect(reais(centavos)).toBe((centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
      }),
    );
  });

  it('use kept formats, not toLocaleString, which builds a new format for every label', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    for (let i = 0; i < 300; i++) {
      numero(i * 7.25);
      reais(i * 199);
    }
    expect(toLocale).not.toHaveBeenCalled();
  });
});
