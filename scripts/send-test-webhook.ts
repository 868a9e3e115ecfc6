// Signs and sends one Eduzz-style payment event to a running Bizu, to try the subscription flow by hand:
//   EDUZZ_WEBHOOK_SECRET=... npx tsx scripts/send-test-webhook.ts --email assinante@example.com --plan 7YIYRGIHIV
//     [--event paid|refunded|chargeback] [--invoice ID] [--url http://localhost:3000]
// The server must run with the same EDUZZ_WEBHOOK_SECRET (docs/webhooks-eduzz.md).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { EDUZZ_SIGNATURE_HEADER, signEduzzBody } from '../src/server/billing/eduzz.js';
import { findPlan, PLANS } from '../src/shared/rules/plans.js';

const EVENTS = { paid: 'paid', refunded: 'refunded', chargeback: 'chargeback' } as const;

function fail(message: string): never {
  console.error(message);
  console.error(
    'usage: EDUZZ_WEBHOOK_SECRET=... npx tsx scripts/send-test-webhook.ts --email E --plan ' +
      `${PLANS.map((p) => p.id).join('|')} [--event paid|refunded|chargeback] [--invoice ID] [--url http://localhost:3000]`,
  );
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    plan: { type: 'string', default: PLANS[0]!.id },
    event: { type: 'string', default: 'paid' },
    invoice: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
  },
});

const secret = process.env.EDUZZ_WEBHOOK_SECRET;
if (!secret) fail('EDUZZ_WEBHOOK_SECRET is not set: use the same secret the app was started with.');
if (!values.email) fail('--email is required (the buyer: the account that gets the subscription).');
const plan = findPlan(values.plan);
if (!plan) fail(`unknown plan "${values.plan}"`);
const event = EVENTS[values.event as keyof typeof EVENTS];
if (!event) fail(`unknown event "${values.event}"`);
// A refund must name the invoice it refunds: the one printed when the payment was sent.
if (event !== 'paid' && !values.invoice) fail(`--invoice is required for --event ${event} (the paid invoice's id)`);

const invoice = values.invoice ?? `teste-${Date.now()}`;
const now = new Date().toISOString();
const value = plan.precoOriginalCentavos / 100;
const body = JSON.stringify({
  id: randomUUID(),
  event: `myeduzz.invoice_${event}`,
  sentDate: now,
  data: {
    id: invoice,
    status: event,
    buyer: { name: 'Comprador de teste', email: values.email },
    createdAt: now,
    ...(event === 'refunded' ? { refundedAt: now } : {}),
    price: { currency: 'BRL', value },
    paymentMethod: 'creditCard',
    installments: 1,
    items: [
      {
        productId: plan.id,
        name: plan.nome,
        refundPeriod: { durationType: 'days', value: 7 },
        price: { currency: 'BRL', value },
      },
    ],
  },
});

const target = `${values.url.replace(/\/$/, '')}/api/webhooks/eduzz`;
const res = await fetch(target, {
  method: 'POST',
  headers: { 'content-type': 'application/json', [EDUZZ_SIGNATURE_HEADER]: signEduzzBody(body, secret) },
  body,
}).catch((error: unknown) => fail(`could not reach ${target}: ${String(error)}`));
console.log(`${event} ${plan.nome} (${plan.id}) for ${values.email}, invoice ${invoice}`);
console.log(`${res.status} ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
