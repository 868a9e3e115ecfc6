import * as z from 'zod/mini';

/**
 * The signed-in user's profile as the API returns it (GET /api/me). Dates are ISO strings. zod/mini
 * because the session probe checks it on the first download of every page (docs/decisions/0018).
 */
export const meSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  whatsapp: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  editalId: z.nullable(z.int()),
  unidadeId: z.nullable(z.int()),
  qra: z.nullable(z.string()),
  showInRanking: z.boolean(),
  dataExpiracao: z.nullable(z.string()),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
