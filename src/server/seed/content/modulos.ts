import type { ModuloSeed } from './types.js';

export const MODULOS: ModuloSeed[] = [
  { id: 1, nome: 'Básico' },
  { id: 2, nome: 'Específico' },
];
