import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODULO_BASICO, MODULO_ESPECIFICO, moduleAverages } from './notas.js';

const b = (nota: number) => ({ moduloId: MODULO_BASICO, nota });
const e = (nota: number) => ({ moduloId: MODULO_ESPECIFICO, nota });

describe('moduleAverages', () => {
  it('is all null without notas', () => {
    expect(moduleAverages([])).toEqual({ basico: null, especifico: null, geral: null });
  });

  it('has no general average until both modules have notas', () => {
    expect(moduleAverages([b(8), b(6)])).toEqual({ basico: 7, especifico: null, geral: null });
    expect(moduleAverages([e(9.5)])).toEqual({ basico: null, especifico: 9.5, geral: null });
  });

  it('averages each module to 1 decimal and the general as the mean of the two module means', () => {
    expect(moduleAverages([b(7), b(8), e(9)])).toEqual({ basico: 7.5, especifico: 9, geral: 8.3 });
    // 10 notas in one module and 1 in the other weigh the same in the general average.
    expect(moduleAverages([...Array.from({ length: 10 }, () => b(10)), e(0)])).toEqual({
      basico: 10,
      especifico: 0,
      geral: 5,
    });
  });

  it('takes the general from the unrounded module means, as the ranking does', () => {
    // Básico 7.666… (shown 7.7), específico 6: general 6.833… → 6.8, not (7.7 + 6) / 2 = 6.85 → 6.9.
    expect(moduleAverages([b(7), b(8), b(8), e(6)])).toEqual({ basico: 7.7, especifico: 6, geral: 6.8 });
  });

  it('rounds half up on exact cents, without float drift', () => {
    // 7.1 + 7.2 = 14.299999… in floating point; the mean is exactly 7.15 → 7.2.
    expect(moduleAverages([b(7.1), b(7.2)]).basico).toBe(7.2);
    expect(moduleAverages([b(0.01), b(0.02), e(9.99)])).toEqual({ basico: 0, especifico: 10, geral: 5 });
  });

  it('ignores notas of any other module', () => {
    expect(moduleAverages([b(4), { moduloId: 3, nota: 10 }])).toEqual({ basico: 4, especifico: null, geral: null });
  });

  it('always lands between 0 and 10 with at most one decimal', () => {
    const nota = fc.integer({ min: 0, max: 1000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.array(fc.record({ moduloId: fc.constantFrom(1, 2), nota })), (notas) => {
        const medias = moduleAverages(notas);
        for (const value of Object.values(medias)) {
          if (value === null) continue;
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(10);
          expect(Math.round(value * 10) / 10).toBe(value);
        }
        expect(medias.geral === null).toBe(medias.basico === null || medias.especifico === null);
      }),
    );
  });
});
