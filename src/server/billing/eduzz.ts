import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { findPlan } from '../../shared/rules/plans.js';
import type { InvoiceEvent, PaymentEvent } from './payment-event.js';

// Eduzz's webhook (github.com/eduzz/eduzz-webhook-docs): a JSON envelope {id, event, sentDate, data}
// signed in the `x-signature` header with HMAC-SHA256 of the raw body (hex). docs/webhooks-eduzz.md
// describes what we read from it.

export const EDUZZ_PROVIDER = 'eduzz';
export const EDUZZ_SIGNATURE_HEADER = 'x-signature';

const INVOICE_EVENTS: Record<string, InvoiceEvent['type']> = {
  'myeduzz.invoice_paid': 'paid',
  'myeduzz.invoice_refunded': 'refunded',
  'myeduzz.invoice_chargeback': 'chargeback',
};

/** The hex HMAC-SHA256 of `body` with `secret`: what Eduzz puts in x-signature. */
export function signEduzzBody(body: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * True when `signature` is the HMAC of exactly these bytes. Compared in constant time on two 32-byte
 * buffers, so the answer's timing says nothing about how much of a guess was right.
 */
export function verifyEduzzSignature(
  rawBody: Uint8Array,
  signature: string | null | undefined,
  secret: string,
): boolean {
  const given = signature?.trim() ?? '';
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

const idSchema = z.union([z.string().trim().min(1), z.number().int().transform(String)]);
const dateSchema = z.iso.datetime({ offset: true }).optional().catch(undefined);

const envelopeSchema = z.object({
  id: idSchema,
  event: z.string().trim().min(1),
  sentDate: dateSchema,
  data: z.unknown().optional(),
});

const invoiceSchema = z.object({
  id: idSchema,
  buyer: z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) }),
  price: z.object({ value: z.number().nonnegative() }).optional().catch(undefined),
  items: z.array(z.object({ productId: idSchema })).default([]),
  refundedAt: dateSchema,
  chargebackAt: dateSchema,
});

export type ParsedDelivery = { ok: true; event: PaymentEvent } | { ok: false; problem: string };

/**
 * The plan an invoice buys: the first item whose product id is a plan's checkout code, or a numeric
 * Eduzz product id configured for a plan (EDUZZ_PRODUCT_IDS).
 */
export function planOfProducts(productIds: string[], configured: Record<string, string>): string | null {
  for (const productId of productIds) {
    if (findPlan(productId)) return productId;
    const planId = configured[productId];
    if (planId) return planId;
  }
  return null;
}

/** Reads a verified delivery. Our three invoice events must carry an invoice and a buyer; others are only recorded. */
export function parseEduzzDelivery(
  rawBody: Uint8Array,
  { productIds: configured, now = new Date() }: { productIds: Record<string, string>; now?: Date },
): ParsedDelivery {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(rawBody).toString('utf8'));
  } catch {
    return { ok: false, problem: 'the body is not JSON' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, problem: 'the envelope lacks an id or an event name' };
  const { id: eventId, event: eventName, sentDate, data } = envelope.data;
  const base = { provider: EDUZZ_PROVIDER, eventId, eventName, payload: json };

  const type = INVOICE_EVENTS[eventName];
  if (!type) {
    const invoiceId = idSchema.safeParse((data as { id?: unknown } | null | undefined)?.id);
    return { ok: true, event: { ...base, type: 'ignored', invoiceId: invoiceId.success ? invoiceId.data : null } };
  }

  const invoice = invoiceSchema.safeParse(data);
  if (!invoice.success) return { ok: false, problem: `${eventName} without an invoice id and a buyer e-mail` };
  const { id: invoiceId, buyer, price, items, refundedAt, chargebackAt } = invoice.data;
  const productIds = items.map((item) => item.productId);
  const when = (type === 'refunded' ? refundedAt : type === 'chargeback' ? chargebackAt : undefined) ?? sentDate;
  return {
    ok: true,
    event: {
      ...base,
      type,
      invoiceId,
      email: buyer.email,
      productIds,
      planId: planOfProducts(productIds, configured),
      amountCentavos: price ? Math.round(price.value * 100) : null,
      occurredAt: when ? new Date(when) : now,
    },
  };
}
