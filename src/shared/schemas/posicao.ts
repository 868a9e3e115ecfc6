import { z } from 'zod';

/**
 * One subject of the student against their edital: their accuracy (hits without a peek ÷ answered, whole
 * percent), the edital's (every answer its students gave in the subject), and the difference in
 * percentage points (negative: behind). No other student appears, only sums.
 */
export const posicaoMateriaSchema = z.object({
  materiaId: z.number(),
  nome: z.string(),
  respondidas: z.number(),
  acerto: z.number(),
  /** The edital's accuracy in the subject (whole percent); null when nobody of the edital answered. */
  acertoEdital: z.number().nullable(),
  /** Students of the edital with answers in the subject (the student included). */
  alunosEdital: z.number(),
  /** acerto − acertoEdital in percentage points, rounded; null without the edital's. */
  diferenca: z.number().nullable(),
});
export type PosicaoMateria = z.infer<typeof posicaoMateriaSchema>;

/**
 * GET /api/ranking/posicao ('Onde estou', issue 27 §7): where the student stands in their edital by
 * média geral (ranking_medias), every student of the edital counted, hidden ones too, none named.
 */
export const posicaoResponseSchema = z.discriminatedUnion('situacao', [
  z.object({ situacao: z.literal('sem_edital') }),
  z.object({
    situacao: z.literal('ok'),
    edital: z.object({ numero: z.string() }),
    /** Null until the student has a média geral (notas in both modules): 'Lance suas notas...'. */
    posicao: z
      .object({
        media: z.number(),
        /** Share (whole percent, rounded down) of the edital's students with a strictly lower average. */
        percentilEdital: z.number(),
        totalEdital: z.number(),
        /** The same within the student's unidade; null without a unidade on the profile. */
        unidade: z.object({ sigla: z.string(), percentil: z.number(), total: z.number() }).nullable(),
      })
      .nullable(),
    /** The edital's médias gerais in bins (shared/rules/posicao.ts), counts only. */
    distribuicao: z.object({
      faixas: z.array(z.number()),
      total: z.number(),
      /** The bin of the student's average, or null without one. */
      minhaFaixa: z.number().nullable(),
    }),
    /** The student's subjects, furthest behind the edital first. */
    materias: z.array(posicaoMateriaSchema),
  }),
]);
export type PosicaoResponse = z.infer<typeof posicaoResponseSchema>;
export type PosicaoOk = Extract<PosicaoResponse, { situacao: 'ok' }>;
