import { z } from 'zod';
import { QUESTAO_TIPOS, type QuestaoTipo } from '../rules/questao.js';
import { MAX_QUESTIONS } from '../rules/simulado.js';
import { LETTERS, questaoFiltrosSchema, selecaoRequestSchema } from './simulados.js';

/**
 * POST /api/simulados/impressao: the same choice of questions as a simulado (matéria, aulas, quantidade,
 * tipo and, when sent, the question filters of issue 33), printed as a PDF; `comGabarito` adds the key
 * on its own page, followed by the teachers' explanations (issue 27 §6). Left out, `filtros` means the
 * defaults, and the student's remembered filters stay as they are.
 */
export const impressaoRequestSchema = selecaoRequestSchema
  .pick({ materiaId: true, aulaIds: true, quantidade: true, tipo: true })
  .extend({ filtros: questaoFiltrosSchema.optional(), comGabarito: z.boolean().default(false) });
export type ImpressaoRequest = z.input<typeof impressaoRequestSchema>;

/** A printed simulado not yet corrected, as 'Corrigir gabarito' lists it. */
export const impressoSchema = z.object({
  id: z.uuid(),
  /** The short code printed in the PDF's header, so the student finds the sheet again. */
  codigo: z.string(),
  materia: z.object({ id: z.number(), nome: z.string() }),
  /** When it was printed (ISO instant). */
  data: z.string(),
  questoes: z.number(),
  /**
   * The kind of each printed number, in order (tipos[0] is question 1): the form offers only its
   * letters (A–E, A–D, or C/E for Certo/Errado).
   */
  tipos: z.array(z.enum(QUESTAO_TIPOS)),
});
export type Impresso = z.infer<typeof impressoSchema>;

export const correcaoMessages = {
  vazia: 'Digite ao menos uma resposta para corrigir.',
  numeroRepetido: 'Há um número de questão repetido.',
  letraInvalida: 'Use apenas as letras A, B, C, D ou E.',
  numeroInvalido: 'Número de questão inválido.',
} as const;

/** Why a typed letter does not fit the printed question under that number (the form and the server say the same). */
export function letraForaDoTipoMessage(numero: number, tipo: QuestaoTipo): string {
  if (tipo === 'certo_errado') return `A questão ${numero} é de Certo ou Errado: use C (Certo) ou E (Errado).`;
  if (tipo === 'multipla4') return `A questão ${numero} tem só as alternativas A, B, C e D.`;
  return `A questão ${numero} tem as alternativas A, B, C, D e E.`;
}

/** POST /api/simulados/impressos/:id/correcao: the letters typed back in, by question number (blanks left out). */
export const correcaoSchema = z.object({
  respostas: z
    .array(
      z.object({
        numero: z
          .number({ error: correcaoMessages.numeroInvalido })
          .int(correcaoMessages.numeroInvalido)
          .min(1, correcaoMessages.numeroInvalido)
          .max(MAX_QUESTIONS, correcaoMessages.numeroInvalido),
        resposta: z.enum(LETTERS, { error: correcaoMessages.letraInvalida }),
      }),
    )
    .min(1, correcaoMessages.vazia)
    .max(MAX_QUESTIONS)
    .refine((r) => new Set(r.map((x) => x.numero)).size === r.length, correcaoMessages.numeroRepetido),
});
export type CorrecaoInput = z.input<typeof correcaoSchema>;

/** The short code of a printed simulado: the first eight characters of its id, as ABCD-1234. */
export function codigoImpresso(id: string): string {
  const hex = id.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}
