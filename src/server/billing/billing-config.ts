import { z } from 'zod';
import { findPlan } from '../../shared/rules/plans.js';

// Configuration of the plans page and the payment webhook (read by env.ts; README lists the variables).

export const DEFAULT_CHECKOUT_URL_TEMPLATE = 'https://chk.eduzz.com/{planId}';
/** SPEC §9: the promotion ends 2025-07-01 23:59:59 in Brasília. */
export const DEFAULT_PROMO_END = '2025-07-01T23:59:59-03:00';

export const checkoutUrlTemplateSchema = z
  .string()
  .default(DEFAULT_CHECKOUT_URL_TEMPLATE)
  .refine((v) => v.includes('{planId}'), 'must contain {planId}')
  .refine((v) => URL.canParse(v.split('{planId}').join('X')), 'must be an absolute URL');

export const promoEndSchema = z
  .string()
  .default(DEFAULT_PROMO_END)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date and time, e.g. 2025-07-01T23:59:59-03:00')
  .transform((v) => new Date(v));

/**
 * EDUZZ_PRODUCT_IDS=`7YIYRGIHIV=123456,E49E9VC83J=654321`: Eduzz's numeric product id of each plan, for
 * invoices whose items carry the product id rather than the checkout code. Becomes productId → plan id.
 */
export const productIdsSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of (value ?? '').split(',').map((p) => p.trim())) {
      if (!pair) continue;
      const [planId, productId, extra] = pair.split('=').map((s) => s.trim());
      if (!planId || !productId || extra !== undefined || !findPlan(planId)) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not PLANO=PRODUTO with a known plan id` });
        return z.NEVER;
      }
      map[productId] = planId;
    }
    return map;
  });

export const webhookSecretSchema = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
