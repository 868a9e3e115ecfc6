import type { Db } from '../../db/client.js';
import { adminAuditoria } from '../../db/schema.js';

/** A Drizzle transaction: the audit row must commit or roll back with the change it describes. */
type Executor = Pick<Db, 'insert'>;

export type AuditAcao = 'create' | 'update' | 'delete';

export interface AuditEntry {
  adminUserId: string;
  entidade: string;
  entidadeId: string | number;
  acao: AuditAcao;
  /** The row before the change (null on create). */
  antes?: unknown;
  /** The row after the change (null on delete). */
  depois?: unknown;
}

/** Records one admin change in admin_auditoria. Call it inside the transaction that makes the change. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditoria).values({
    userId: entry.adminUserId,
    entidade: entry.entidade,
    entidadeId: String(entry.entidadeId),
    acao: entry.acao,
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
  });
}
