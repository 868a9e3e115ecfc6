import { z } from 'zod';
import { comentarioTextoSchema, reportTextoSchema } from './questao-textos.js';

export const comentarioInputSchema = z.object({ comentario: comentarioTextoSchema });

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

export const reportInputSchema = z.object({ descricao: reportTextoSchema });
