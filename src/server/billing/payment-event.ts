/**
 * A payment provider's webhook delivery, in our own terms. Each provider adapter (billing/eduzz.ts)
 * verifies and maps its payload onto this; one service (apply-payment-event.ts) acts on it.
 */
export type PaymentEvent = InvoiceEvent | IgnoredEvent;

interface EventBase {
  /** 'eduzz', ...: with eventId and invoiceId it keys the unique constraints. */
  provider: string;
  /** The provider's delivery id: a repeated delivery carries the same one. */
  eventId: string;
  /** The provider's event name as sent ('myeduzz.invoice_paid'), for the record. */
  eventName: string;
  /** The whole payload, kept for support. */
  payload: unknown;
}

export interface InvoiceEvent extends EventBase {
  /** paid: an approved purchase or a renewal charge; refunded / chargeback: the money went back. */
  type: 'paid' | 'refunded' | 'chargeback';
  invoiceId: string;
  /** The buyer's e-mail, lower-cased: the account it is applied to. */
  email: string;
  /** Every product id on the invoice, as the provider sent them. */
  productIds: string[];
  /** Our plan, when one of the products is a plan; null grants nothing. */
  planId: string | null;
  amountCentavos: number | null;
  /** When the provider says it happened: payment for `paid`, refund or chargeback otherwise. */
  occurredAt: Date;
}

export interface IgnoredEvent extends EventBase {
  /** Anything else the provider sends (opened, canceled, ping...): acknowledged and recorded only. */
  type: 'ignored';
  invoiceId: string | null;
}
