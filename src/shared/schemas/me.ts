import { z } from 'zod';

/** The signed-in user's profile as the API returns it (GET /api/me). Dates are ISO strings. */
export const meSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  editalId: z.number().int().nullable(),
  unidadeId: z.number().int().nullable(),
  qra: z.string().nullable(),
  showInRanking: z.boolean(),
  dataExpiracao: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
