import { describe, expect, it } from 'vitest';
import { materiasDoModulo } from './historico-filters';

describe('materiasDoModulo', () => {
  const opcoes = {
    modulos: [
      { id: 1, nome: 'Básico' },
      { id: 2, nome: 'Específico' },
    ],
    materias: [
      { id: 10, nome: 'Direito Civil', moduloId: 2 },
      { id: 11, nome: 'SAT', moduloId: 1 },
    ],
  };
  it('offers every subject without a module, and only the module’s subjects with one', () => {
    expect(materiasDoModulo(opcoes, null).map((m) => m.id)).toEqual([10, 11]);
    expect(materiasDoModulo(opcoes, 1).map((m) => m.id)).toEqual([11]);
    expect(materiasDoModulo(opcoes, 3)).toEqual([]);
  });
});
