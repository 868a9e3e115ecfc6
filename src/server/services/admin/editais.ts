import { asc, count, eq, or } from 'drizzle-orm';
import { editalEmUsoMessage } from '../../../shared/messages.js';
import type { AdminEdital, EditalInput } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { rankingMedias, editais, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { isUniqueViolation } from './unique-violation.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

export async function listEditais(db: Db): Promise<AdminEdital[]> {
  return db.select().from(editais).orderBy(asc(editais.numero));
}

async function uniqueNumero<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EDITAL_DUPLICADO');
    throw error;
  }
}

export async function createEdital({ db, adminUserId }: AdminCtx, input: EditalInput): Promise<AdminEdital> {
  return uniqueNumero(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(editais).values(input).returning();
      await recordAudit(tx, { adminUserId, entidade: 'edital', entidadeId: row!.id, acao: 'create', depois: row });
      return row!;
    }),
  );
}

export async function updateEdital({ db, adminUserId }: AdminCtx, id: number, input: EditalInput) {
  return uniqueNumero(() =>
    db.transaction(async (tx): Promise<AdminEdital> => {
      const [antes] = await tx.select().from(editais).where(eq(editais.id, id)).for('update');
      if (!antes) throw new AppError('EDITAL_NOT_FOUND');
      const [depois] = await tx.update(editais).set(input).where(eq(editais.id, id)).returning();
      await recordAudit(tx, { adminUserId, entidade: 'edital', entidadeId: id, acao: 'update', antes, depois });
      return depois!;
    }),
  );
}

/**
 * Deleting an edital students chose would silently empty their profile and ranking edital (the FKs set
 * null), so it is refused while any student or ranking row names it: the admin deactivates it instead.
 * The row is locked first: a profile save that picks it takes a key-share lock and waits for us.
 */
export async function deleteEdital({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(editais).where(eq(editais.id, id)).for('update');
    if (!antes) throw new AppError('EDITAL_NOT_FOUND');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(users)
      .leftJoin(rankingMedias, eq(rankingMedias.userId, users.id))
      .where(or(eq(users.editalId, id), eq(rankingMedias.editalId, id)));
    if (n > 0) throw new AppError('EDITAL_EM_USO', undefined, editalEmUsoMessage(n));
    await tx.delete(editais).where(eq(editais.id, id));
    await recordAudit(tx, { adminUserId, entidade: 'edital', entidadeId: id, acao: 'delete', antes });
  });
}
