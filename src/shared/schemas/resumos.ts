import { z } from 'zod';

/** GET /api/resumos (subscribers): one summary with its subject and module, ordered by titulo. */
export const resumoItemSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  /** HTML sanitized by the admin API, shown under the title; null when the resumo has none. */
  descricao: z.string().nullable(),
  materiaId: z.number(),
  materiaNome: z.string(),
  moduloId: z.number(),
  moduloNome: z.string(),
  /** Opens the PDF inline; add `?download=1` to save it. Served only to subscribers. */
  pdfUrl: z.string(),
});
export type ResumoItem = z.infer<typeof resumoItemSchema>;

export const resumosResponseSchema = z.object({ resumos: z.array(resumoItemSchema) });
export type ResumosResponse = z.infer<typeof resumosResponseSchema>;
