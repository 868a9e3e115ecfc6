import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIFICULDADE_MIN_RESPOSTAS,
  dificuldadeDe,
  fonteLinha,
  letraCabeNoTipo,
  letrasDoTipo,
  notaCebraspe,
  rotuloDaLetra,
} from './questao';

describe('the kinds of question', () => {
  it('answers A–E, A–D, or C (Certo) and E (Errado), and nothing else', () => {
    expect(letrasDoTipo('multipla5')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(letrasDoTipo('multipla4')).toEqual(['A', 'B', 'C', 'D']);
    expect(letrasDoTipo('certo_errado')).toEqual(['C', 'E']);
    expect(letraCabeNoTipo('multipla4', 'E')).toBe(false);
    expect(letraCabeNoTipo('certo_errado', 'A')).toBe(false);
    expect(letraCabeNoTipo('certo_errado', 'E')).toBe(true);
    expect(letraCabeNoTipo('multipla5', 'F')).toBe(false);
    expect(rotuloDaLetra('certo_errado', 'C')).toBe('Certo');
    expect(rotuloDaLetra('certo_errado', 'E')).toBe('Errado');
    expect(rotuloDaLetra('multipla5', 'E')).toBe('E');
  });
});

describe('the source line', () => {
  it("joins what is known with ' · ', and calls a question without banca 'Inédita'", () => {
    expect(fonteLinha({ banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado' })).toBe(
      'VUNESP · PM-SP · 2023 · Soldado',
    );
    expect(fonteLinha({ banca: 'Cebraspe', orgao: null, ano: 2019, cargo: null })).toBe('Cebraspe · 2019');
    expect(fonteLinha({ banca: null, orgao: 'PM-SP', ano: 2023, cargo: null })).toBe('Inédita');
  });
});

describe('difficulty', () => {
  it("is 'Sem dados' below 30 first answers and splits at 70 % and 40 % exactly", () => {
    expect(dificuldadeDe(DIFICULDADE_MIN_RESPOSTAS - 1, 0)).toBeNull();
    expect(dificuldadeDe(30, 21)).toBe('facil'); // 70 % exactly
    expect(dificuldadeDe(30, 20)).toBe('media');
    expect(dificuldadeDe(30, 12)).toBe('media'); // 40 % exactly
    expect(dificuldadeDe(30, 11)).toBe('dificil');
    expect(dificuldadeDe(1000, 0)).toBe('dificil');
  });

  it('never gets harder as more of the same answers are right', () => {
    const rank = { facil: 0, media: 1, dificil: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 5000 }), fc.nat(), (respostas, k) => {
        const acertos = k % respostas;
        const a = dificuldadeDe(respostas, acertos)!;
        const b = dificuldadeDe(respostas, acertos + 1)!;
        expect(rank[b]).toBeLessThanOrEqual(rank[a]);
      }),
    );
  });
});

describe('Cebraspe scoring', () => {
  it('takes one right away for each wrong Certo/Errado item, never below zero, and ignores other kinds', () => {
    const ce = (correta: boolean) => ({ tipo: 'certo_errado' as const, correta });
    expect(notaCebraspe([{ tipo: 'multipla5', correta: true }])).toBeNull();
    expect(notaCebraspe([ce(true), ce(true), ce(true), ce(false), { tipo: 'multipla4', correta: false }])).toEqual({
      certas: 3,
      erradas: 1,
      liquido: 2,
      nota: 5,
    });
    expect(notaCebraspe([ce(false), ce(false), ce(true)])).toEqual({ certas: 1, erradas: 2, liquido: -1, nota: 0 });
  });
});
