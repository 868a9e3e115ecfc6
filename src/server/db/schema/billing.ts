/**
 * Payments: every invoice a payment provider told us about, and the event id of each webhook delivery so
 * a repeated delivery changes nothing. A paid invoice extends the student's users.data_expiracao; it
 * stands on accounts only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/** Every payment a provider told us about: what support reads when a student says "I paid". */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's invoice id (Eduzz `data.id`): one row per invoice. */
    invoiceId: text('invoice_id').notNull(),
    /** The buyer's e-mail, lower-cased; the purchase is applied to the account with this e-mail. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Our plan id (checkout code); null when the invoice matched no plan. */
    planoId: text('plano_id'),
    dias: integer('dias'),
    valorCentavos: integer('valor_centavos'),
    status: text('status', { enum: ['pago', 'reembolsado', 'chargeback'] }).notNull(),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    /** Whether this invoice's days are counted in the user's data_expiracao right now. */
    aplicado: boolean('aplicado').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pagamentos_status', sql`${t.status} in ('pago', 'reembolsado', 'chargeback')`),
    uniqueIndex('pagamentos_provider_invoice_uq').on(t.provider, t.invoiceId),
    index('pagamentos_email_idx').on(t.email),
    index('pagamentos_user_idx').on(t.userId),
  ],
);

/** Each webhook delivery's event id, recorded in the transaction that acts on it: a repeat is a no-op. */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    evento: text('evento').notNull(),
    invoiceId: text('invoice_id'),
    payload: jsonb('payload').notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_eventos_provider_event_uq').on(t.provider, t.eventId)],
);
