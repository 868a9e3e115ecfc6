import { createHmac, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createApp } from '../app.js';
import { pagamentos, users, webhookEventos } from '../db/schema.js';
import { setSubscription } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

const SECRET = 'segredo-do-webhook-de-teste-123';
const DAY = 24 * 3600 * 1000;
const SEMESTRAL = '7YIYRGIHIV';
const ANUAL = 'E49E9VC83J';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { EDUZZ_WEBHOOK_SECRET: SECRET, EDUZZ_PRODUCT_IDS: `${ANUAL}=654321` } });
});
afterAll(async () => {
  await t?.close();
});

type EventName = 'paid' | 'refunded' | 'chargeback' | 'opened';

/** An Eduzz delivery as github.com/eduzz/eduzz-webhook-docs shows it (trimmed to what matters). */
function eduzzEvent(
  event: EventName,
  {
    email,
    invoice,
    productId = SEMESTRAL,
    value = 59.9,
  }: { email: string; invoice: string; productId?: string; value?: number },
) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    event: `myeduzz.invoice_${event}`,
    sentDate: now,
    data: {
      id: invoice,
      status: event,
      producer: { id: '123456', email: 'produtor@example.com', name: 'Bizu' },
      buyer: { name: 'Comprador', email, phone: '11999999999' },
      createdAt: now,
      ...(event === 'refunded' ? { refundedAt: now } : {}),
      price: { currency: 'BRL', value },
      paymentMethod: 'creditCard',
      installments: 1,
      items: [{ productId, name: 'Plano', price: { currency: 'BRL', value } }],
    },
  };
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

/** POSTs a raw body as Eduzz would; `signature` defaults to the right one for the body. */
function deliver(body: object | string, headers: Record<string, string | null> = {}, app = t.app) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = { 'content-type': 'application/json', 'x-signature': sign(raw) };
  for (const [k, v] of Object.entries(headers)) {
    if (v === null) delete all[k];
    else all[k] = v;
  }
  return app.request('/api/webhooks/eduzz', { method: 'POST', headers: all, body: raw });
}

async function expiryOf(email: string): Promise<Date | null> {
  const [row] = await t.db.select({ d: users.dataExpiracao }).from(users).where(eq(users.email, email));
  return row?.d ?? null;
}

async function pagamentoOf(invoice: string) {
  const [row] = await t.db.select().from(pagamentos).where(eq(pagamentos.invoiceId, invoice));
  return row;
}

async function counts() {
  const [p] = await t.db.select({ n: count() }).from(pagamentos);
  const [w] = await t.db.select({ n: count() }).from(webhookEventos);
  return { pagamentos: Number(p?.n), eventos: Number(w?.n) };
}

/** `actual` is `days` after some instant in [before, after] (the server read its clock in between). */
function expectDaysAfter(actual: Date | null, days: number, before: number, after: number) {
  expect(actual).not.toBeNull();
  expect(actual!.getTime()).toBeGreaterThanOrEqual(before + days * DAY);
  expect(actual!.getTime()).toBeLessThanOrEqual(after + days * DAY);
}

let n = 0;
async function student(expiry: Date | null = null) {
  const email = `comprador${++n}@example.com`;
  const agent = await t.signUp({ email });
  if (expiry) await setSubscription(t.db, email, expiry);
  return { email, agent, invoice: `inv-${n}-${randomUUID().slice(0, 8)}` };
}

describe('refusals: nothing changes', () => {
  it('answers 401 to an unsigned, a tampered, a wrongly keyed or a malformed signature', async () => {
    const { email, invoice } = await student();
    const body = JSON.stringify(eduzzEvent('paid', { email, invoice }));
    const tampered = body.replace('"value":59.9', '"value":0.01');
    expect(tampered).not.toBe(body);
    const before = await counts();
    for (const [label, res] of [
      ['unsigned', await deliver(body, { 'x-signature': null })],
      ['empty', await deliver(body, { 'x-signature': '' })],
      ['tampered body', await deliver(tampered, { 'x-signature': sign(body) })],
      ['wrong secret', await deliver(body, { 'x-signature': sign(body, 'outro-segredo') })],
      ['truncated', await deliver(body, { 'x-signature': sign(body).slice(0, 40) })],
      ['not hex', await deliver(body, { 'x-signature': 'z'.repeat(64) })],
    ] as const) {
      expect(res.status, label).toBe(401);
      expect(await res.json(), label).toEqual({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: messages.webhookSignatureInvalid,
      });
    }
    expect(await counts()).toEqual(before);
    expect(await expiryOf(email)).toBeNull();
  });

  it('answers 400 to a signed body that is not JSON, or an invoice event without a buyer', async () => {
    const { email, invoice } = await student();
    const before = await counts();
    const notJson = await deliver('{"id": "x", "event": ');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('INVALID_INPUT');
    const noEnvelope = await deliver({ event: 'myeduzz.invoice_paid' });
    expect(noEnvelope.status).toBe(400);
    const event = eduzzEvent('paid', { email, invoice });
    const noBuyer = await deliver({ ...event, data: { ...event.data, buyer: {} } });
    expect(noBuyer.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await expiryOf(email)).toBeNull();
  });

  it('answers 503 and logs why while EDUZZ_WEBHOOK_SECRET is not set', async () => {
    const { email, invoice } = await student();
    const { app } = createApp({ ...t.deps, env: { ...t.env, eduzzWebhookSecret: undefined } });
    const res = await deliver(eduzzEvent('paid', { email, invoice }), {}, app);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'WEBHOOK_DISABLED', message: messages.webhookDisabled });
    expect(await pagamentoOf(invoice)).toBeUndefined();
    expect(await expiryOf(email)).toBeNull();
  });

  it('takes only POST', async () => {
    expect((await t.app.request('/api/webhooks/eduzz')).status).toBe(404);
  });
});

describe('paid', () => {
  it('activates a subscription for the plan’s days, seen at once by the signed-in student', async () => {
    const { email, agent, invoice } = await student();
    const before = Date.now();
    // A foreign Origin does not matter: the signature is the authentication, not a browser session.
    const res = await deliver(eduzzEvent('paid', { email, invoice }), { origin: 'https://eduzz.com' });
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, result: 'applied', status: 'pago', aplicado: true });
    expectDaysAfter(await expiryOf(email), 180, before, after);
    expect(await pagamentoOf(invoice)).toMatchObject({
      provider: 'eduzz',
      email,
      planoId: SEMESTRAL,
      dias: 180,
      valorCentavos: 5990,
      status: 'pago',
      aplicado: true,
      canceladoEm: null,
    });
    const me = await (await agent.get('/api/me')).json();
    expect(new Date(me.dataExpiracao).getTime()).toBe((await expiryOf(email))!.getTime());
  });

  it('stacks a renewal on the current expiry, and a first purchase on a subscription still running', async () => {
    const running = new Date(Date.now() + 10 * DAY);
    const { email, invoice } = await student(running);
    await deliver(eduzzEvent('paid', { email, invoice }));
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime() + 180 * DAY);
    await deliver(eduzzEvent('paid', { email, invoice: `${invoice}-renov`, productId: ANUAL, value: 99.9 }));
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime() + (180 + 365) * DAY);
  });

  it('starts from now when the subscription has lapsed', async () => {
    const { email, invoice } = await student(new Date(Date.now() - 30 * DAY));
    const before = Date.now();
    await deliver(eduzzEvent('paid', { email, invoice }));
    expectDaysAfter(await expiryOf(email), 180, before, Date.now());
  });

  it('matches the plan by the numeric product id configured for it (EDUZZ_PRODUCT_IDS)', async () => {
    const { email, invoice } = await student();
    const before = Date.now();
    await deliver(eduzzEvent('paid', { email, invoice, productId: '654321', value: 99.9 }));
    expectDaysAfter(await expiryOf(email), 365, before, Date.now());
    expect(await pagamentoOf(invoice)).toMatchObject({ planoId: ANUAL, dias: 365, valorCentavos: 9990 });
  });

  it('changes the subscription once when the same delivery comes five times', async () => {
    const { email, invoice } = await student();
    const body = JSON.stringify(eduzzEvent('paid', { email, invoice }));
    const results: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await deliver(body);
      expect(res.status).toBe(200);
      results.push((await res.json()).result);
    }
    expect(results).toEqual(['applied', ...Array(4).fill('already processed')]);
    const expiry = await expiryOf(email);
    expect(expiry!.getTime()).toBeLessThanOrEqual(Date.now() + 180 * DAY);
    const [eventos] = await t.db
      .select({ n: count() })
      .from(webhookEventos)
      .where(eq(webhookEventos.invoiceId, invoice));
    expect(Number(eventos?.n)).toBe(1);
  });

  it('changes the subscription once when two identical deliveries arrive at the same time', async () => {
    const running = new Date(Date.now() + 5 * DAY);
    const { email, invoice } = await student(running);
    const body = JSON.stringify(eduzzEvent('paid', { email, invoice }));
    const responses = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const results = await Promise.all(responses.map(async (r) => (await r.json()).result));
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'already processed')).toHaveLength(2);
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime() + 180 * DAY);
  });

  it('counts both of two different purchases arriving at the same time', async () => {
    const running = new Date(Date.now() + 5 * DAY);
    const { email, invoice } = await student(running);
    const responses = await Promise.all(
      [1, 2, 3].map((i) => deliver(eduzzEvent('paid', { email, invoice: `${invoice}-${i}` }))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime() + 3 * 180 * DAY);
  });

  it('counts one invoice once even when Eduzz re-sends it under a new event id', async () => {
    const running = new Date(Date.now() + 5 * DAY);
    const { email, invoice } = await student(running);
    await deliver(eduzzEvent('paid', { email, invoice }));
    await deliver(eduzzEvent('paid', { email, invoice }));
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime() + 180 * DAY);
  });
});

describe('refunded and chargeback', () => {
  it('a refund takes back what the invoice gave, and the invoice is kept as refunded', async () => {
    const running = new Date(Date.now() + 20 * DAY);
    const { email, invoice } = await student(running);
    await deliver(eduzzEvent('paid', { email, invoice }));
    const refund = eduzzEvent('refunded', { email, invoice });
    const res = await deliver(refund);
    expect(await res.json()).toMatchObject({ result: 'applied', status: 'reembolsado', aplicado: false });
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime());
    const row = await pagamentoOf(invoice);
    expect(row).toMatchObject({ status: 'reembolsado', aplicado: false, planoId: SEMESTRAL, valorCentavos: 5990 });
    expect(row!.pagoEm).not.toBeNull();
    expect(row!.canceladoEm!.toISOString()).toBe(refund.data.refundedAt);
  });

  it('a refund of the first purchase leaves the renewal bought after it', async () => {
    const { email, invoice } = await student();
    await deliver(eduzzEvent('paid', { email, invoice }));
    const before = Date.now();
    await deliver(eduzzEvent('paid', { email, invoice: `${invoice}-renov`, productId: ANUAL, value: 99.9 }));
    const after = Date.now();
    await deliver(eduzzEvent('refunded', { email, invoice }));
    // The renewal alone: its 365 days from when it was paid.
    expectDaysAfter(await expiryOf(email), 365, before - 1000, after);
    expect((await expiryOf(email))!.getTime()).toBeGreaterThan(Date.now() + 364 * DAY);
  });

  it('a chargeback takes the access back too', async () => {
    const { email, agent, invoice } = await student();
    await deliver(eduzzEvent('paid', { email, invoice }));
    const res = await deliver(eduzzEvent('chargeback', { email, invoice }));
    expect(await res.json()).toMatchObject({ status: 'chargeback', aplicado: false });
    expect((await expiryOf(email))!.getTime()).toBeLessThanOrEqual(Date.now());
    const me = await (await agent.get('/api/me')).json();
    expect(new Date(me.dataExpiracao).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await pagamentoOf(invoice)).toMatchObject({ status: 'chargeback', aplicado: false });
  });

  it('a refund that arrives before its payment ends without access: the late payment grants nothing', async () => {
    const { email, invoice } = await student();
    await deliver(eduzzEvent('refunded', { email, invoice }));
    expect(await pagamentoOf(invoice)).toMatchObject({ status: 'reembolsado', aplicado: false, pagoEm: null });
    const res = await deliver(eduzzEvent('paid', { email, invoice }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'reembolsado', aplicado: false });
    expect(await expiryOf(email)).toBeNull();
    expect((await pagamentoOf(invoice))!.pagoEm).not.toBeNull();
  });

  it('a payment and its refund racing end the same whichever wins', async () => {
    const running = new Date(Date.now() + 3 * DAY);
    const { email, invoice } = await student(running);
    await Promise.all([
      deliver(eduzzEvent('paid', { email, invoice })),
      deliver(eduzzEvent('refunded', { email, invoice })),
    ]);
    expect((await expiryOf(email))!.getTime()).toBe(running.getTime());
    expect(await pagamentoOf(invoice)).toMatchObject({ status: 'reembolsado', aplicado: false });
  });
});

describe('purchases the app cannot apply yet', () => {
  it('keeps a purchase for an e-mail without an account and applies it when that e-mail signs up', async () => {
    const invoice = `inv-futuro-${randomUUID()}`;
    const res = await deliver(eduzzEvent('paid', { email: 'Futuro.Aluno@Example.COM', invoice }));
    expect(await res.json()).toMatchObject({ result: 'pending sign-up', status: 'pago', aplicado: false });
    expect(await pagamentoOf(invoice)).toMatchObject({ email: 'futuro.aluno@example.com', userId: null });

    const before = Date.now();
    const agent = await t.signUp({ email: 'futuro.ALUNO@example.com' });
    const after = Date.now();
    const me = await (await agent.get('/api/me')).json();
    expectDaysAfter(new Date(me.dataExpiracao), 180, before, after);
    expect(await pagamentoOf(invoice)).toMatchObject({ userId: me.id, aplicado: true });
  });

  it('a purchase refunded before its buyer signs up gives nothing at sign-up', async () => {
    const invoice = `inv-desistiu-${randomUUID()}`;
    await deliver(eduzzEvent('paid', { email: 'desistiu@example.com', invoice }));
    await deliver(eduzzEvent('refunded', { email: 'desistiu@example.com', invoice }));
    await t.signUp({ email: 'desistiu@example.com' });
    expect(await expiryOf('desistiu@example.com')).toBeNull();
    expect(await pagamentoOf(invoice)).toMatchObject({ status: 'reembolsado', aplicado: false });
  });

  it('a purchase racing its buyer’s sign-up is applied exactly once', async () => {
    const email = `corrida-${randomUUID().slice(0, 8)}@example.com`;
    const invoice = `inv-corrida-${randomUUID()}`;
    const before = Date.now();
    await Promise.all([t.signUp({ email }), deliver(eduzzEvent('paid', { email, invoice }))]);
    expectDaysAfter(await expiryOf(email), 180, before, Date.now());
    expect(await pagamentoOf(invoice)).toMatchObject({ aplicado: true });
  });

  it('keeps an invoice for a product that is not a plan, grants nothing and acknowledges it', async () => {
    const { email, invoice } = await student();
    const res = await deliver(eduzzEvent('paid', { email, invoice, productId: 'APOSTILA-PM', value: 19.9 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'pago', aplicado: false });
    expect(await pagamentoOf(invoice)).toMatchObject({ planoId: null, dias: null, valorCentavos: 1990 });
    expect(await expiryOf(email)).toBeNull();
  });

  it('acknowledges and records other events without touching payments', async () => {
    const { email, invoice } = await student();
    const opened = eduzzEvent('opened', { email, invoice });
    const res = await deliver(opened);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, result: 'ignored' });
    const [evento] = await t.db.select().from(webhookEventos).where(eq(webhookEventos.eventId, opened.id));
    expect(evento).toMatchObject({ provider: 'eduzz', evento: 'myeduzz.invoice_opened', invoiceId: invoice });
    expect(evento!.payload).toEqual(opened);
    expect(await pagamentoOf(invoice)).toBeUndefined();
    expect(await expiryOf(email)).toBeNull();
    // No stray rows from the refusals above either: every payment row has a known status.
    const [bad] = await t.db
      .select({ n: count() })
      .from(pagamentos)
      .where(sql`${pagamentos.status} not in ('pago', 'reembolsado', 'chargeback')`);
    expect(Number(bad?.n)).toBe(0);
  });
});
