import { createHmac, randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSubscription } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { pagamentos, users, webhookEventos } from '../db/schema.js';

// The payment webhook under chaos (issue 9 §3, docs/decisions/0013 and 0024): for several invoices at
// once, every delivery five times, refunds and chargebacks racing or overtaking their payment, and
// tampered copies, all fired together in a shuffled order. routes/webhooks.test.ts has each case alone.

const SECRET = 'segredo-do-webhook-do-caos-123';
const DAY = 24 * 3600 * 1000;
const SEMESTRAL = '7YIYRGIHIV';
const COPIES = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EDUZZ_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

type Kind = 'paid' | 'refunded' | 'chargeback';

/** An Eduzz invoice event (docs/webhooks-eduzz.md), with its own event id. */
function eduzzEvent(kind: Kind, email: string, invoice: string) {
  const now = new Date().toISOString();
  return JSON.stringify({
    id: randomUUID(),
    event: `myeduzz.invoice_${kind}`,
    sentDate: now,
    data: {
      id: invoice,
      status: kind,
      buyer: { name: 'Comprador', email },
      createdAt: now,
      ...(kind === 'refunded' ? { refundedAt: now } : {}),
      price: { currency: 'BRL', value: 59.9 },
      items: [{ productId: SEMESTRAL, name: 'Plano', price: { currency: 'BRL', value: 59.9 } }],
    },
  });
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

interface Delivery {
  label: string;
  body: string;
  signature: string;
  genuine: boolean;
}

const genuine = (label: string, body: string): Delivery => ({ label, body, signature: sign(body), genuine: true });

/** Copies an attacker could make of a genuine delivery: each must be refused and change nothing. */
function tampered(label: string, body: string): Delivery[] {
  const other = body.replace(/"email":"[^"]+"/, '"email":"atacante@example.com"');
  // A refund or chargeback turned into a payment, a payment into a refund.
  const otherKind = body.replace(/"myeduzz\.invoice_(\w+)"/, (_, kind: string) =>
    kind === 'paid' ? '"myeduzz.invoice_refunded"' : '"myeduzz.invoice_paid"',
  );
  const copies: Delivery[] = [
    { label: `${label}, buyer swapped`, body: other, signature: sign(body), genuine: false },
    { label: `${label}, kind swapped`, body: otherKind, signature: sign(body), genuine: false },
    { label: `${label}, wrong secret`, body, signature: sign(body, 'outro-segredo-qualquer'), genuine: false },
    { label: `${label}, signature cut`, body, signature: sign(body).slice(0, 63), genuine: false },
  ];
  for (const copy of copies) expect(copy.body !== body || copy.signature !== sign(body), copy.label).toBe(true);
  return copies;
}

/** A fixed shuffle (the same order on every run, so a failure can be replayed). */
function shuffled<T>(items: T[], seed = 20_26): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const deliver = (d: Delivery) =>
  t.app.request('/api/webhooks/eduzz', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': d.signature },
    body: d.body,
  });

async function expiryOf(email: string) {
  const [row] = await t.db.select({ d: users.dataExpiracao }).from(users).where(eq(users.email, email));
  return row!.d!.getTime();
}

describe('the payment webhook under chaos', () => {
  it('changes each invoice once, whatever arrives twice, late or forged, and refuses every forgery', async () => {
    const running = new Date(Date.now() + 10 * DAY);
    const buyers = ['paga', 'reembolso-antes', 'chargeback'].map((name) => ({
      email: `caos-${name}@example.com`,
      invoice: `caos-${name}-${randomUUID().slice(0, 8)}`,
    }));
    for (const b of buyers) {
      await t.signUp({ email: b.email });
      await setSubscription(t.db, b.email, running);
    }
    await t.signUp({ email: 'atacante@example.com' });
    const [paga, reembolso, chargeback] = buyers as [(typeof buyers)[0], (typeof buyers)[0], (typeof buyers)[0]];

    const paid = eduzzEvent('paid', paga.email, paga.invoice);
    const refundFirst = eduzzEvent('refunded', reembolso.email, reembolso.invoice);
    const lateButPaid = eduzzEvent('paid', reembolso.email, reembolso.invoice);
    const cbPaid = eduzzEvent('paid', chargeback.email, chargeback.invoice);
    const cb = eduzzEvent('chargeback', chargeback.email, chargeback.invoice);
    // Eduzz re-sending the payment under a new event id.
    const cbPaidResent = eduzzEvent('paid', chargeback.email, chargeback.invoice);

    const copies = (label: string, body: string) =>
      Array.from({ length: COPIES }, (_, i) => genuine(`${label} #${i + 1}`, body));
    const burst = shuffled([
      ...copies('paid', paid),
      ...tampered('paid', paid),
      ...copies('refund before its payment', refundFirst),
      ...tampered('refund', refundFirst),
      ...copies('payment after its refund', lateButPaid),
      ...copies('paid, later charged back', cbPaid),
      ...copies('chargeback', cb),
      ...tampered('chargeback', cb),
      ...copies('payment re-sent under a new id', cbPaidResent),
    ]);
    // The refund really overtakes its payment: it goes first, the rest of the burst right behind it.
    const first = await deliver(genuine('refund, first of all', refundFirst));
    expect(first.status).toBe(200);
    const responses = await Promise.all(burst.map(deliver));

    for (const [i, d] of burst.entries()) expect(responses[i]!.status, d.label).toBe(d.genuine ? 200 : 401);
    const results = await Promise.all(responses.map((r) => r.json() as Promise<{ result?: string }>));
    const applied = (body: string) =>
      results.filter((r, i) => burst[i]!.body === body && burst[i]!.genuine && r.result !== 'already processed');
    // Each event id acts once; its other copies are acknowledged as already processed.
    for (const body of [paid, lateButPaid, cbPaid, cb, cbPaidResent]) expect(applied(body)).toHaveLength(1);
    expect(applied(refundFirst)).toHaveLength(0);

    // The paid invoice: its 180 days once, stacked on the running subscription.
    expect(await expiryOf(paga.email)).toBe(running.getTime() + 180 * DAY);
    // Refunded before it was paid: a late payment grants nothing. Charged back: its days taken back.
    expect(await expiryOf(reembolso.email)).toBe(running.getTime());
    expect(await expiryOf(chargeback.email)).toBe(running.getTime());
    // The forged copies reached no one: the attacker's account is as it was.
    const [attacker] = await t.db.select().from(users).where(eq(users.email, 'atacante@example.com'));
    expect(attacker!.dataExpiracao).toBeNull();

    const invoices = await t.db
      .select({ invoice: pagamentos.invoiceId, status: pagamentos.status, aplicado: pagamentos.aplicado })
      .from(pagamentos)
      .where(
        inArray(
          pagamentos.invoiceId,
          buyers.map((b) => b.invoice),
        ),
      );
    expect(invoices.sort((a, b) => a.invoice.localeCompare(b.invoice))).toEqual(
      [
        { invoice: paga.invoice, status: 'pago', aplicado: true },
        { invoice: reembolso.invoice, status: 'reembolsado', aplicado: false },
        { invoice: chargeback.invoice, status: 'chargeback', aplicado: false },
      ].sort((a, b) => a.invoice.localeCompare(b.invoice)),
    );
    // One record per genuine event id (six of them), none for a forgery.
    const [eventos] = await t.db
      .select({ n: count() })
      .from(webhookEventos)
      .where(
        inArray(
          webhookEventos.invoiceId,
          buyers.map((b) => b.invoice),
        ),
      );
    expect(Number(eventos!.n)).toBe(6);
  });
});
