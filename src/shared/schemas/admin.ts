import { z } from 'zod';
import { messages } from '../messages.js';

// Admin panel bodies (SPEC §5). Texts are trimmed, so a name of spaces counts as missing.
const NOME_MAX = 120;
const tooLong = `Use no máximo ${NOME_MAX} caracteres.`;
const requiredText = (message: string) => z.string(message).trim().min(1, message).max(NOME_MAX, tooLong);

/** POST /api/admin/modulos and PUT /api/admin/modulos/{id}. */
export const moduloInputSchema = z.object({ nome: requiredText(messages.moduloNomeRequired) });
export type ModuloInput = z.output<typeof moduloInputSchema>;
export interface AdminModulo {
  id: number;
  nome: string;
  materias: number;
}

/** POST/PUT /api/admin/unidades (SPEC §5 'Unidade: sigla and nome required', example '1º BPM'). */
export const unidadeInputSchema = z.object({
  sigla: requiredText(messages.unidadeSiglaRequired),
  nome: requiredText(messages.unidadeNomeRequired),
  ativo: z.boolean(messages.invalidInput).default(true),
});
export type UnidadeInput = z.output<typeof unidadeInputSchema>;
export interface AdminUnidade {
  id: number;
  sigla: string;
  nome: string;
  ativo: boolean;
}

/** POST/PUT /api/admin/editais (SPEC §5 'Edital: numero required', example '01/2025'; descrição optional). */
export const editalInputSchema = z.object({
  numero: requiredText(messages.editalNumeroRequired),
  descricao: z
    .string(messages.invalidInput)
    .trim()
    .max(500, 'Use no máximo 500 caracteres.')
    .nullish()
    .transform((v) => v || null),
  ativo: z.boolean(messages.invalidInput).default(true),
});
export type EditalInput = z.output<typeof editalInputSchema>;
export interface AdminEdital {
  id: number;
  numero: string;
  descricao: string | null;
  ativo: boolean;
}

/** POST/PUT /api/admin/bancas (issue 33 §2): the banca's name, unique whatever its case; Ativo. */
export const bancaInputSchema = z.object({
  nome: requiredText(messages.bancaNomeRequired),
  ativo: z.boolean(messages.invalidInput).default(true),
});
export type BancaInput = z.output<typeof bancaInputSchema>;
export interface AdminBanca {
  id: number;
  nome: string;
  ativo: boolean;
  /** Questions that name it: while any does, it can only be deactivated. */
  questoes: number;
}
