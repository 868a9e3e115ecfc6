// Sample subjects and questions for the simulado component and unit tests (never imported by the app).
import type { Letter, MateriaResumo, QuestaoSimulado } from '../../../shared/schemas/simulados';
import { createEmAndamento, type SimuladoEmAndamento } from './em-andamento';

export const SAT: MateriaResumo = { id: 1, nome: 'SAT', moduloId: 1, moduloNome: 'Básico', isFree: true };

const LETRAS: Letter[] = ['A', 'B', 'C', 'D', 'E'];

/** `n` questions with ids 101, 102, …; the right answer cycles A, B, C, D, E. */
export function makeQuestoes(n: number): QuestaoSimulado[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 101 + i,
    aulaId: null,
    tipo: 'multipla5',
    enunciado: `<p>Enunciado da questão ${i + 1}</p>`,
    imagemUrl: null,
    alternativas: {
      A: `Alternativa A${i + 1}`,
      B: `Alternativa B${i + 1}`,
      C: `Alternativa C${i + 1}`,
      D: `Alternativa D${i + 1}`,
      E: `Alternativa E${i + 1}`,
    },
    respostaCorreta: LETRAS[i % 5] as Letter,
    comentario: null,
    fonte: { banca: null, orgao: null, ano: null, cargo: null },
    anulada: false,
    anuladaNota: null,
    desatualizada: false,
  }));
}

export const CLIENT_KEY = '7b0e4c1a-3f7d-4d8e-9a52-0c1d2e3f4a5b';

export function makeEmAndamento(n = 3, overrides: Partial<SimuladoEmAndamento> = {}): SimuladoEmAndamento {
  return {
    ...createEmAndamento({
      materia: SAT,
      questoes: makeQuestoes(n),
      clientKey: CLIENT_KEY,
      now: new Date('2025-03-05T12:00:00Z'),
    }),
    ...overrides,
  };
}
