import { z } from 'zod';

/** GET /api/config: public runtime settings the SPA needs (never a secret). */
export const appConfigSchema = z.object({
  supportUrl: z.string(),
  /** Checkout address of a plan: `{planId}` becomes the plan's code. */
  checkoutUrlTemplate: z.string(),
  /** When the promotion of /assinatura ends (ISO instant). */
  promoEndsAt: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
