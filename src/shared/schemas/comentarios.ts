import { z } from 'zod';
import { messages } from '../messages.js';

export const comentarioInputSchema = z.object({
  comentario: z.string().trim().min(1, messages.comentarioRequired).max(2000, messages.textTooLong),
});

export const reacaoInputSchema = z.object({ tipo: z.enum(['like', 'dislike']) });
export type ReacaoTipo = z.infer<typeof reacaoInputSchema>['tipo'];

export const reacaoResumoSchema = z.object({
  likes: z.number(),
  dislikes: z.number(),
  minhaReacao: z.enum(['like', 'dislike']).nullable(),
});
export type ReacaoResumo = z.infer<typeof reacaoResumoSchema>;

export const comentarioSchema = reacaoResumoSchema.extend({
  id: z.number(),
  questaoId: z.number(),
  comentario: z.string(),
  createdAt: z.string(),
  autor: z.object({ nome: z.string(), avatarUrl: z.string().nullable() }),
  meu: z.boolean(),
});
export type Comentario = z.infer<typeof comentarioSchema>;

export const meuComentarioSchema = comentarioSchema.extend({
  questao: z.object({ id: z.number(), enunciado: z.string(), materiaNome: z.string() }),
});
export type MeuComentario = z.infer<typeof meuComentarioSchema>;

export const reportInputSchema = z.object({
  descricao: z.string().trim().min(1, messages.reportRequired).max(2000, messages.textTooLong),
});

/**
 * The player's 'Adicionar comentário' and 'Reportar erro' dialogs: one text area (`text`), checked as the
 * API checks `comentario` and `descricao` (required, at most 2000 characters).
 */
export const comentarioFormSchema = z.object({ text: comentarioInputSchema.shape.comentario });
export const reportFormSchema = z.object({ text: reportInputSchema.shape.descricao });
export type TextFormSchema = typeof comentarioFormSchema | typeof reportFormSchema;
export type TextFormValues = z.input<TextFormSchema>;
