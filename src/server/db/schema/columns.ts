/**
 * Column builders the domain files share: the created_at/updated_at timestamps and the check that a
 * column holds an answer letter. They are not tables, so db/schema.ts does not re-export this file.
 */
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const letter = sql`in ('A', 'B', 'C', 'D', 'E')`;
