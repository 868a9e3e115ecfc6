import { asc, count, eq, or } from 'drizzle-orm';
import { unidadeEmUsoMessage } from '../../../shared/messages.js';
import type { AdminUnidade, UnidadeInput } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { rankingMedias, unidades, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { isUniqueViolation } from './unique-violation.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

export async function listUnidades(db: Db): Promise<AdminUnidade[]> {
  return db.select().from(unidades).orderBy(asc(unidades.sigla));
}

async function uniqueSigla<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('UNIDADE_DUPLICADA');
    throw error;
  }
}

export async function createUnidade({ db, adminUserId }: AdminCtx, input: UnidadeInput): Promise<AdminUnidade> {
  return uniqueSigla(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(unidades).values(input).returning();
      await recordAudit(tx, { adminUserId, entidade: 'unidade', entidadeId: row!.id, acao: 'create', depois: row });
      return row!;
    }),
  );
}

export async function updateUnidade({ db, adminUserId }: AdminCtx, id: number, input: UnidadeInput) {
  return uniqueSigla(() =>
    db.transaction(async (tx): Promise<AdminUnidade> => {
      const [antes] = await tx.select().from(unidades).where(eq(unidades.id, id)).for('update');
      if (!antes) throw new AppError('UNIDADE_NOT_FOUND');
      const [depois] = await tx.update(unidades).set(input).where(eq(unidades.id, id)).returning();
      await recordAudit(tx, { adminUserId, entidade: 'unidade', entidadeId: id, acao: 'update', antes, depois });
      return depois!;
    }),
  );
}

/**
 * Deleting a unidade students chose would silently empty their profile and ranking unit (the FKs set
 * null), so it is refused while any student or ranking row names it: the admin deactivates it instead.
 * The row is locked first: a profile save that picks it takes a key-share lock and waits for us.
 */
export async function deleteUnidade({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(unidades).where(eq(unidades.id, id)).for('update');
    if (!antes) throw new AppError('UNIDADE_NOT_FOUND');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(users)
      .leftJoin(rankingMedias, eq(rankingMedias.userId, users.id))
      .where(or(eq(users.unidadeId, id), eq(rankingMedias.unidadeId, id)));
    if (n > 0) throw new AppError('UNIDADE_EM_USO', undefined, unidadeEmUsoMessage(n));
    await tx.delete(unidades).where(eq(unidades.id, id));
    await recordAudit(tx, { adminUserId, entidade: 'unidade', entidadeId: id, acao: 'delete', antes });
  });
}
