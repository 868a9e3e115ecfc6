import { describe, expect, it } from 'vitest';
import {
  estatisticasVisiveis,
  isSuficiente,
  maisMarcadaErrada,
  motivosSuspeita,
  percentOf,
  sharesPerLetter,
} from './estatisticas.js';

const m = (A: number, B: number, C: number, D: number, E: number) => ({ A, B, C, D, E });

describe('percentages', () => {
  it('rounds a share to a whole percent, 0 with no total', () => {
    expect(percentOf(41, 100)).toBe(41);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('shares per letter add up to exactly 100, the largest remainders rounded up', () => {
    expect(sharesPerLetter(m(1, 1, 1, 0, 0))).toEqual(m(34, 33, 33, 0, 0));
    expect(sharesPerLetter(m(2, 1, 0, 0, 0))).toEqual(m(67, 33, 0, 0, 0));
    expect(sharesPerLetter(m(0, 0, 0, 0, 0))).toEqual(m(0, 0, 0, 0, 0));
    expect(sharesPerLetter(m(1, 1, 1, 1, 1))).toEqual(m(20, 20, 20, 20, 20));
    for (const counts of [m(7, 3, 1, 1, 1), m(123, 456, 789, 10, 1), m(1, 2, 3, 4, 5)]) {
      const s = sharesPerLetter(counts);
      expect(Object.values(s).reduce((a, b) => a + b, 0)).toBe(100);
    }
    // A letter nobody chose never gets a point of rounding.
    expect(sharesPerLetter(m(1, 1, 1, 0, 0)).D).toBe(0);
  });
});

describe('what a student sees', () => {
  it('shows shares from 10 answers on and only the count below', () => {
    expect(isSuficiente(9)).toBe(false);
    expect(isSuficiente(10)).toBe(true);
    expect(estatisticasVisiveis({ respostas: 9, acertos: 9, marcadas: m(9, 0, 0, 0, 0) })).toEqual({
      respostas: 9,
      acertos: null,
      percentualAcerto: null,
      marcadas: null,
      suficiente: false,
    });
    expect(estatisticasVisiveis({ respostas: 10, acertos: 4, marcadas: m(4, 3, 2, 1, 0) })).toEqual({
      respostas: 10,
      acertos: 4,
      percentualAcerto: 40,
      marcadas: m(40, 30, 20, 10, 0),
      suficiente: true,
    });
  });
});

describe('suspicious questions', () => {
  it('names the most chosen wrong letter (the first on a tie) or none', () => {
    expect(maisMarcadaErrada(m(10, 5, 5, 3, 0), 'A', 23)).toEqual({ letra: 'B', percentual: 22 });
    expect(maisMarcadaErrada(m(10, 0, 0, 0, 0), 'A', 10)).toBeNull();
    expect(maisMarcadaErrada(m(1, 2, 7, 0, 0), 'B', 10)).toEqual({ letra: 'C', percentual: 70 });
  });

  it('needs 30 answers, then under 20 % right or a wrong letter ahead of the right one', () => {
    const c = (marcadas: ReturnType<typeof m>, key: 'A' | 'B') => ({
      respostas: Object.values(marcadas).reduce((a, b) => a + b, 0),
      acertos: marcadas[key],
      marcadas,
    });
    expect(motivosSuspeita(c(m(0, 29, 0, 0, 0), 'A'), 'A')).toEqual([]);
    expect(motivosSuspeita(c(m(5, 25, 0, 0, 0), 'A'), 'A')).toEqual(['acerto_baixo', 'errada_mais_marcada']);
    // 6 of 30 is exactly 20 %: not under.
    expect(motivosSuspeita(c(m(6, 6, 6, 6, 6), 'A'), 'A')).toEqual([]);
    expect(motivosSuspeita(c(m(5, 7, 6, 6, 6), 'A'), 'A')).toEqual(['acerto_baixo', 'errada_mais_marcada']);
    expect(motivosSuspeita(c(m(12, 13, 5, 0, 0), 'A'), 'A')).toEqual(['errada_mais_marcada']);
    expect(motivosSuspeita(c(m(6, 24, 0, 0, 0), 'B'), 'B')).toEqual([]);
  });
});
