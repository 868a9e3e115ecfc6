import * as z from 'zod/mini';

/**
 * Every 4xx/5xx body of the API, ours and the auth routes alike: a code and a pt-BR message. zod/mini
 * because the API client checks it on the first download of every page (docs/decisions/0018).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
