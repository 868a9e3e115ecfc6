import { z } from 'zod';
import { messages } from '../messages.js';
import { bodyIdSchema } from './id.js';

/**
 * One question as the admin writes it: the Questões modal (POST/PUT /api/admin/questoes) and each row of
 * the CSV import are checked by this same schema, so both refuse the same things with the same words
 * (SPEC §5 'Question'). The HTML of statement and alternatives is sanitized on the server after this.
 */
export const ENUNCIADO_MAX = 20_000;
export const ALTERNATIVA_MAX = 5_000;
export const IMAGEM_URL_MAX = 2_000;
export const LETRAS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Letra = (typeof LETRAS)[number];

export const questaoMessages = {
  materiaRequired: 'Selecione a matéria.',
  enunciadoRequired: 'Informe o enunciado da questão.',
  enunciadoTooLong: `O enunciado pode ter no máximo ${ENUNCIADO_MAX.toLocaleString('pt-BR')} caracteres.`,
  alternativaRequired: (letra: Letra) => `Informe a alternativa ${letra}.`,
  alternativaTooLong: (letra: Letra) =>
    `A alternativa ${letra} pode ter no máximo ${ALTERNATIVA_MAX.toLocaleString('pt-BR')} caracteres.`,
  respostaInvalida: 'Escolha a resposta correta (A, B, C, D ou E).',
  imagemUrlInvalida: 'URL inválida. Use uma URL válida de imagem (jpg, png, gif, webp, svg)',
} as const;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|svg)$/i;

/** SPEC §5: an absolute http(s) URL whose path ends in jpg, jpeg, png, gif, webp or svg (a query may follow). */
export function isImagemUrlValida(value: string): boolean {
  if (value.length > IMAGEM_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && IMAGE_EXTENSION.test(url.pathname);
}

const alternativa = (letra: Letra) =>
  z
    .string(questaoMessages.alternativaRequired(letra))
    .trim()
    .min(1, questaoMessages.alternativaRequired(letra))
    .max(ALTERNATIVA_MAX, questaoMessages.alternativaTooLong(letra));

export const questaoInputSchema = z.object({
  materiaId: bodyIdSchema(questaoMessages.materiaRequired),
  /** Optional: a question may belong to no aula. */
  aulaId: bodyIdSchema(messages.invalidInput)
    .nullish()
    .transform((v) => v ?? null),
  enunciado: z
    .string(questaoMessages.enunciadoRequired)
    .trim()
    .min(1, questaoMessages.enunciadoRequired)
    .max(ENUNCIADO_MAX, questaoMessages.enunciadoTooLong),
  imagemUrl: z
    .string(questaoMessages.imagemUrlInvalida)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isImagemUrlValida(v), questaoMessages.imagemUrlInvalida),
  alternativaA: alternativa('A'),
  alternativaB: alternativa('B'),
  alternativaC: alternativa('C'),
  alternativaD: alternativa('D'),
  alternativaE: alternativa('E'),
  respostaCorreta: z.enum(LETRAS, questaoMessages.respostaInvalida),
});
export type QuestaoInput = z.output<typeof questaoInputSchema>;
