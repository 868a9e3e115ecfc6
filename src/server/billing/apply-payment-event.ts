import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { findPlan } from '../../shared/rules/plans.js';
import type { Db } from '../db/client.js';
import { pagamentos, users, webhookEventos } from '../db/schema.js';
import { extendExpiry, revokeExpiry } from './expiry.js';
import type { InvoiceEvent, PaymentEvent } from './payment-event.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PagamentoRow = typeof pagamentos.$inferSelect;
type PagamentoStatus = PagamentoRow['status'];

const STATUS_OF: Record<InvoiceEvent['type'], PagamentoStatus> = {
  paid: 'pago',
  refunded: 'reembolsado',
  chargeback: 'chargeback',
};

export type ApplyOutcome =
  /** This event id was seen before: nothing changed. */
  | { outcome: 'duplicate' }
  /** An event we do not act on: recorded only. */
  | { outcome: 'ignored' }
  | {
      outcome: 'recorded';
      status: PagamentoStatus;
      /** Whether the invoice's days count in the subscription now. */
      aplicado: boolean;
      /** null: no account with the buyer's e-mail yet (applied when it signs up). */
      userId: string | null;
    };

/**
 * Acts on one verified delivery, all in one transaction: records the event id (a repeat stops here),
 * keeps the invoice, then moves the buyer's expiry. Deliveries for one buyer are serialized by a lock
 * on their e-mail, so repeats, races and sign-ups in between all end in the same state.
 */
export function applyPaymentEvent(db: Db, event: PaymentEvent, now: Date = new Date()): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEventos)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        evento: event.eventName,
        invoiceId: event.invoiceId,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEventos.id });
    if (!recorded) return { outcome: 'duplicate' };
    if (event.type === 'ignored') return { outcome: 'ignored' };

    await lockBuyer(tx, event.email);
    const [user] = await tx
      .select({ id: users.id, dataExpiracao: users.dataExpiracao })
      .from(users)
      .where(sql`lower(${users.email}) = ${event.email}`)
      .for('update');
    let row = await recordInvoice(tx, event, user?.id ?? null);
    if (user) row = await settleInvoice(tx, user.id, row, now);
    return { outcome: 'recorded', status: row.status, aplicado: row.aplicado, userId: row.userId };
  });
}

/**
 * On sign-up: the purchases made with this e-mail before the account existed are attached to it and
 * applied, each from now (the buyer had no access while they waited).
 */
export function applyPendingPayments(db: Db, user: { id: string; email: string }, now: Date = new Date()) {
  const email = user.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await lockBuyer(tx, email);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const pending = await tx
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.email, email), isNull(pagamentos.userId)))
      .orderBy(asc(pagamentos.pagoEm), asc(pagamentos.id))
      .for('update');
    for (const row of pending) {
      const [attached] = await tx
        .update(pagamentos)
        .set({ userId: user.id })
        .where(eq(pagamentos.id, row.id))
        .returning();
      await settleInvoice(tx, user.id, attached!, now);
    }
    return pending.length;
  });
}

/**
 * Every delivery for one buyer takes this lock first (and so does their sign-up): two deliveries of
 * one invoice, a payment racing its refund, or a payment racing the buyer's sign-up run one after the
 * other. Keyed by e-mail because the account may not exist yet.
 */
async function lockBuyer(tx: Tx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pagamento:${email}`}, 0))`);
}

/**
 * Keeps the invoice: inserted on first sight, otherwise merged and locked. A refund or chargeback is
 * final: a `paid` arriving after it (out of order) fills in what it knows but does not revive it.
 */
async function recordInvoice(tx: Tx, event: InvoiceEvent, userId: string | null): Promise<PagamentoRow> {
  const plan = event.planId ? findPlan(event.planId) : undefined;
  const status = STATUS_OF[event.type];
  const paid = event.type === 'paid';
  await tx
    .insert(pagamentos)
    .values({
      provider: event.provider,
      invoiceId: event.invoiceId,
      email: event.email,
      userId,
      planoId: plan?.id ?? null,
      dias: plan?.dias ?? null,
      valorCentavos: event.amountCentavos,
      status,
      pagoEm: paid ? event.occurredAt : null,
      canceladoEm: paid ? null : event.occurredAt,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.provider, event.provider), eq(pagamentos.invoiceId, event.invoiceId)))
    .for('update');
  if (!row) throw new Error(`pagamento ${event.provider}/${event.invoiceId} vanished inside its transaction`);

  const [merged] = await tx
    .update(pagamentos)
    .set({
      userId: row.userId ?? userId,
      planoId: row.planoId ?? plan?.id ?? null,
      dias: row.dias ?? plan?.dias ?? null,
      valorCentavos: row.valorCentavos ?? event.amountCentavos,
      status: row.status === 'pago' ? status : row.status,
      pagoEm: paid ? (row.pagoEm ?? event.occurredAt) : row.pagoEm,
      canceladoEm: paid ? row.canceladoEm : (row.canceladoEm ?? event.occurredAt),
      updatedAt: new Date(),
    })
    .where(eq(pagamentos.id, row.id))
    .returning();
  return merged!;
}

/**
 * Brings the user's expiry in line with one invoice: a paid invoice not yet counted adds its days; a
 * counted one that was refunded or charged back takes them back. Anything else changes nothing, so
 * running it twice is harmless.
 */
async function settleInvoice(tx: Tx, userId: string, row: PagamentoRow, now: Date): Promise<PagamentoRow> {
  const grant = row.status === 'pago' && !row.aplicado && row.dias !== null && row.dias > 0;
  const revoke = row.status !== 'pago' && row.aplicado;
  if (!grant && !revoke) return row;

  const [user] = await tx.select({ dataExpiracao: users.dataExpiracao }).from(users).where(eq(users.id, userId));
  const current = user?.dataExpiracao ?? null;
  let next: Date | null;
  if (grant) {
    next = extendExpiry(current, row.dias!, now);
  } else {
    const stillValid = await tx
      .select({ pagoEm: pagamentos.pagoEm, dias: pagamentos.dias })
      .from(pagamentos)
      .where(
        and(
          eq(pagamentos.userId, userId),
          eq(pagamentos.aplicado, true),
          eq(pagamentos.status, 'pago'),
          ne(pagamentos.id, row.id),
        ),
      );
    next = revokeExpiry(
      current,
      row.dias ?? 0,
      stillValid.flatMap((p) => (p.pagoEm && p.dias ? [{ pagoEm: p.pagoEm, dias: p.dias }] : [])),
    );
  }
  await tx.update(users).set({ dataExpiracao: next, updatedAt: new Date() }).where(eq(users.id, userId));
  const [settled] = await tx
    .update(pagamentos)
    .set({ aplicado: grant, updatedAt: new Date() })
    .where(eq(pagamentos.id, row.id))
    .returning();
  return settled!;
}

/**
 * applyPendingPayments where the write that calls it must not fail because of it: a sign-up, an admin
 * creating a user, or an admin moving a user to the e-mail they paid with. A failure leaves the
 * payments pending, and is logged.
 */
export async function applyPendingPaymentsOrLog(db: Db, user: { id: string; email: string }): Promise<void> {
  await applyPendingPayments(db, user).catch((error: unknown) => {
    console.error('Could not apply pending payments for %s:', user.email, error);
  });
}
