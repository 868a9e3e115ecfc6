import { Hono } from 'hono';
import { applyPaymentEvent } from '../billing/apply-payment-event.js';
import { EDUZZ_SIGNATURE_HEADER, parseEduzzDelivery, verifyEduzzSignature } from '../billing/eduzz.js';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';

/**
 * POST /api/webhooks/eduzz: payment events from the checkout (docs/webhooks-eduzz.md). No session and
 * no origin check: the HMAC of the raw body is the authentication, checked before anything is parsed.
 * Any 2xx tells Eduzz to stop retrying, so only a delivery we could not read gets an error.
 */
export function webhooksRoutes({ db, env, logger }: AppDeps) {
  return new Hono<AppEnv>().post('/eduzz', async (c) => {
    const secret = env.eduzzWebhookSecret;
    if (!secret) {
      logger.warn(
        { event: 'webhook_refused', status: 503 },
        'EDUZZ_WEBHOOK_SECRET is not set: deliveries cannot be verified',
      );
      throw new AppError('WEBHOOK_DISABLED');
    }
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!verifyEduzzSignature(raw, c.req.header(EDUZZ_SIGNATURE_HEADER), secret)) {
      logger.warn({ event: 'webhook_refused', status: 401 }, 'Eduzz delivery with a missing or wrong signature');
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
    const delivery = parseEduzzDelivery(raw, { productIds: env.eduzzProductIds });
    if (!delivery.ok) {
      logger.warn(
        { event: 'webhook_refused', status: 400, problem: delivery.problem },
        'Eduzz delivery not understood',
      );
      throw new AppError('INVALID_INPUT');
    }
    const result = await applyPaymentEvent(db, delivery.event);
    if (result.outcome === 'duplicate') return c.json({ ok: true, result: 'already processed' });
    if (result.outcome === 'ignored') return c.json({ ok: true, result: 'ignored' });
    return c.json({
      ok: true,
      result: result.userId ? 'applied' : 'pending sign-up',
      status: result.status,
      aplicado: result.aplicado,
    });
  });
}
