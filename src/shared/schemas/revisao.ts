import { z } from 'zod';
import { REVISAO_DEVIDAS_MAX, REVISAO_SESSAO_MAX } from '../rules/revisao.js';
import { questaoSimuladoSchema } from './simulados.js';

export { REVISAO_DEVIDAS_MAX, REVISAO_SESSAO_MAX };

/** GET /api/revisao: the student's review queue in three numbers. */
export const revisaoResumoSchema = z.object({
  /** Cards due now, of subjects the student may practise (capped at REVISAO_DEVIDAS_MAX + 1). */
  devidas: z.number(),
  /** When the next card falls due after now (null: none). */
  proxima: z.string().nullable(),
  /** Live cards (not removed) of subjects the student may practise. */
  total: z.number(),
});
export type RevisaoResumo = z.infer<typeof revisaoResumoSchema>;

/** A due card's question as the player gets it, with its subject's name. */
export const questaoRevisaoSchema = z.object({ ...questaoSimuladoSchema.shape, materiaNome: z.string() });
export type QuestaoRevisao = z.infer<typeof questaoRevisaoSchema>;

/** POST /api/revisao/sessao: the due questions, or (none due) the message and when the next one is due. */
export const revisaoSessaoSchema = z.object({
  questoes: z.array(questaoRevisaoSchema),
  /** 'Nenhuma questão para revisar hoje.' when nothing is due; null otherwise. */
  mensagem: z.string().nullable(),
  proxima: z.string().nullable(),
});
export type RevisaoSessao = z.infer<typeof revisaoSessaoSchema>;
