import * as z from 'zod/mini';

/**
 * The signed-in user's profile as the API returns it (GET /api/me, GET /api/session). Dates are ISO
 * strings.
 *
 * zod/mini (the same engine as the rest, functional API): the session probe checks the profile before
 * every signed-in page can paint, so this schema is part of the first download, and mini carries only
 * what the schema uses (docs/decisions/0039).
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

/**
 * The profile in `value`, with only the fields above; throws (a zod error naming the fields) when one
 * is missing or of another type, so an answer that is not a profile is a failure (retried) instead of a
 * half-known user.
 */
export function parseMe(value: unknown): Me {
  return meSchema.parse(value);
}
