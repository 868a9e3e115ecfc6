/**
 * What the admin API keeps about itself: the audit trail of every change made through it. The content
 * the admin edits lives in its own domain (catalogue, accounts, ...); this file stands on accounts only.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Every change made through the admin API: who, when, which row, and the row before and after. */
export const adminAuditoria = pgTable(
  'admin_auditoria',
  {
    id: serial('id').primaryKey(),
    // Kept when the admin account is later removed: the trail must outlive its author.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao', { enum: ['create', 'update', 'delete'] }).notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
  },
  (t) => [
    check('admin_auditoria_acao', sql`${t.acao} in ('create', 'update', 'delete')`),
    index('admin_auditoria_entidade_idx').on(t.entidade, t.entidadeId),
    index('admin_auditoria_at_idx').on(t.at),
  ],
);
