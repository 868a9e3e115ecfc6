import type { EditalSeed, UnidadeSeed } from './types.js';

export const EDITAIS: EditalSeed[] = [
  { numero: '01/2025', descricao: 'Concurso Soldado PM 2025', ativo: true },
  { numero: '02/2024', descricao: 'Concurso Soldado PM 2024 — segunda turma', ativo: true },
];

export const UNIDADES: UnidadeSeed[] = [
  { sigla: '1º BPM', nome: '1º Batalhão de Polícia Militar', ativo: true },
  { sigla: '2º BPM', nome: '2º Batalhão de Polícia Militar', ativo: true },
  { sigla: '3º BPM', nome: '3º Batalhão de Polícia Militar', ativo: true },
  { sigla: '4º BPM', nome: '4º Batalhão de Polícia Militar', ativo: true },
  { sigla: 'BPChoque', nome: 'Batalhão de Polícia de Choque', ativo: true },
  { sigla: 'BPTran', nome: 'Batalhão de Polícia de Trânsito', ativo: true },
  { sigla: 'BPAmb', nome: 'Batalhão de Polícia Ambiental', ativo: true },
  // Inactive, so the profile select (active only) and the admin list differ visibly.
  { sigla: 'CIPTur', nome: 'Companhia Independente de Policiamento Turístico', ativo: false },
];
