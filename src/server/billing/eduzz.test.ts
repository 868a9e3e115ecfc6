import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEduzzDelivery, planOfProducts, signEduzzBody, verifyEduzzSignature } from './eduzz.js';

const SECRET = 'segredo';
const bytes = (s: string) => new TextEncoder().encode(s);
const now = new Date('2025-03-01T10:00:00Z');

describe('x-signature', () => {
  const body = '{"id":"e1","event":"myeduzz.invoice_paid"}';
  const good = createHmac('sha256', SECRET).update(body).digest('hex');

  it('signs the raw body as hex HMAC-SHA256', () => {
    expect(signEduzzBody(body, SECRET)).toBe(good);
  });

  it('accepts the HMAC of these exact bytes with this secret, in either hex case', () => {
    expect(verifyEduzzSignature(bytes(body), good, SECRET)).toBe(true);
    expect(verifyEduzzSignature(bytes(body), good.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a missing, altered, truncated, non-hex or wrongly keyed signature, or a changed body', () => {
    expect(verifyEduzzSignature(bytes(body), undefined, SECRET)).toBe(false);
    expect(verifyEduzzSignature(bytes(body), '', SECRET)).toBe(false);
    expect(verifyEduzzSignature(bytes(body), `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`, SECRET)).toBe(
      false,
    );
    expect(verifyEduzzSignature(bytes(body), good.slice(0, 62), SECRET)).toBe(false);
    expect(verifyEduzzSignature(bytes(body), `${good}00`, SECRET)).toBe(false);
    expect(verifyEduzzSignature(bytes(body), 'g'.repeat(64), SECRET)).toBe(false);
    expect(verifyEduzzSignature(bytes(body), good, 'outro')).toBe(false);
    expect(verifyEduzzSignature(bytes(`${body} `), good, SECRET)).toBe(false);
  });
});

describe('planOfProducts', () => {
  it('matches a checkout code or a configured product id, first match wins', () => {
    expect(planOfProducts(['7YIYRGIHIV'], {})).toBe('7YIYRGIHIV');
    expect(planOfProducts(['X', '654321'], { '654321': 'E49E9VC83J' })).toBe('E49E9VC83J');
    expect(planOfProducts(['E49E9VC83J', '7YIYRGIHIV'], {})).toBe('E49E9VC83J');
    expect(planOfProducts(['X'], {})).toBeNull();
    expect(planOfProducts([], {})).toBeNull();
  });
});

describe('parseEduzzDelivery', () => {
  const invoice = {
    id: 98765,
    buyer: { email: '  Aluno@Example.COM ' },
    price: { currency: 'BRL', value: 59.9 },
    items: [{ productId: 123456 }, { productId: '7YIYRGIHIV' }],
    refundedAt: '2025-02-20T15:00:00.000Z',
  };
  const parse = (body: unknown) => parseEduzzDelivery(bytes(JSON.stringify(body)), { productIds: {}, now });

  it('maps a paid invoice to a neutral event with the lower-cased buyer, products, plan and amount', () => {
    const body = { id: 'evt-1', event: 'myeduzz.invoice_paid', sentDate: '2025-02-10T12:00:00.000Z', data: invoice };
    expect(parse(body)).toEqual({
      ok: true,
      event: {
        provider: 'eduzz',
        eventId: 'evt-1',
        eventName: 'myeduzz.invoice_paid',
        payload: body,
        type: 'paid',
        invoiceId: '98765',
        email: 'aluno@example.com',
        productIds: ['123456', '7YIYRGIHIV'],
        planId: '7YIYRGIHIV',
        amountCentavos: 5990,
        occurredAt: new Date('2025-02-10T12:00:00.000Z'),
      },
    });
  });

  it('dates a refund by refundedAt, a chargeback by sentDate, and an undated event by now', () => {
    const refunded = parse({
      id: 'e2',
      event: 'myeduzz.invoice_refunded',
      sentDate: '2025-02-21T00:00:00Z',
      data: invoice,
    });
    expect(refunded.ok && refunded.event.type === 'refunded' && refunded.event.occurredAt).toEqual(
      new Date('2025-02-20T15:00:00.000Z'),
    );
    const chargeback = parse({
      id: 'e3',
      event: 'myeduzz.invoice_chargeback',
      sentDate: '2025-02-22T00:00:00Z',
      data: invoice,
    });
    expect(chargeback.ok && chargeback.event.type === 'chargeback' && chargeback.event.occurredAt).toEqual(
      new Date('2025-02-22T00:00:00Z'),
    );
    const undated = parse({ id: 'e4', event: 'myeduzz.invoice_paid', sentDate: 'ontem', data: invoice });
    expect(undated.ok && undated.event.type === 'paid' && undated.event.occurredAt).toEqual(now);
  });

  it('records any other event as ignored, with its invoice id when it has one', () => {
    expect(parse({ id: 'e5', event: 'myeduzz.invoice_opened', data: { id: 'inv-9' } })).toMatchObject({
      ok: true,
      event: { type: 'ignored', invoiceId: 'inv-9', eventName: 'myeduzz.invoice_opened' },
    });
    expect(parse({ id: 'e6', event: 'ping' })).toMatchObject({ ok: true, event: { type: 'ignored', invoiceId: null } });
  });

  it('refuses what is not JSON, lacks the envelope, or is an invoice event without invoice or buyer', () => {
    expect(parseEduzzDelivery(bytes('{nope'), { productIds: {} }).ok).toBe(false);
    expect(parse({ event: 'myeduzz.invoice_paid', data: invoice }).ok).toBe(false);
    expect(parse({ id: 'e7', data: invoice }).ok).toBe(false);
    expect(
      parse({ id: 'e8', event: 'myeduzz.invoice_paid', data: { ...invoice, buyer: { email: 'não é e-mail' } } }).ok,
    ).toBe(false);
    expect(parse({ id: 'e9', event: 'myeduzz.invoice_refunded', data: { buyer: invoice.buyer } }).ok).toBe(false);
  });
});
