import { z } from 'zod';

/** Every 4xx/5xx body of the API, ours and the auth routes alike: a code and a pt-BR message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
