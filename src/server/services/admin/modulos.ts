import { asc, count, eq } from 'drizzle-orm';
import { moduloEmUsoMessage } from '../../../shared/messages.js';
import { MODULO_BASICO, MODULO_ESPECIFICO } from '../../../shared/rules/notas.js';
import type { AdminModulo, ModuloInput } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { materias, modulos } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { isUniqueViolation } from './unique-violation.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

export async function listModulos(db: Db): Promise<AdminModulo[]> {
  return db
    .select({ id: modulos.id, nome: modulos.nome, materias: count(materias.id) })
    .from(modulos)
    .leftJoin(materias, eq(materias.moduloId, modulos.id))
    .groupBy(modulos.id)
    .orderBy(asc(modulos.id));
}

/** The unique index on lower(nome) decides; its violation becomes the pt-BR 409. */
async function uniqueNome<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MODULO_DUPLICADO');
    throw error;
  }
}

export async function createModulo({ db, adminUserId }: AdminCtx, input: ModuloInput): Promise<AdminModulo> {
  return uniqueNome(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(modulos).values({ nome: input.nome }).returning();
      await recordAudit(tx, { adminUserId, entidade: 'modulo', entidadeId: row!.id, acao: 'create', depois: row });
      return { ...row!, materias: 0 };
    }),
  );
}

export async function updateModulo({ db, adminUserId }: AdminCtx, id: number, input: ModuloInput) {
  return uniqueNome(() =>
    db.transaction(async (tx): Promise<AdminModulo> => {
      const [antes] = await tx.select().from(modulos).where(eq(modulos.id, id)).for('update');
      if (!antes) throw new AppError('MODULO_NOT_FOUND');
      const [depois] = await tx.update(modulos).set({ nome: input.nome }).where(eq(modulos.id, id)).returning();
      await recordAudit(tx, { adminUserId, entidade: 'modulo', entidadeId: id, acao: 'update', antes, depois });
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(materias).where(eq(materias.moduloId, id));
      return { ...depois!, materias: n };
    }),
  );
}

/**
 * Refused while matérias belong to the módulo (the FK restricts it too); the message says how many.
 * Módulos 1 and 2 are never deleted: the ranking and the averages count them as Básico and Específico
 * (SPEC §3), and one created again would get a new id and silently count for neither.
 */
export async function deleteModulo({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(modulos).where(eq(modulos.id, id)).for('update');
    if (!antes) throw new AppError('MODULO_NOT_FOUND');
    if (id === MODULO_BASICO || id === MODULO_ESPECIFICO) throw new AppError('MODULO_DO_RANKING');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(materias).where(eq(materias.moduloId, id));
    if (n > 0) throw new AppError('MODULO_EM_USO', undefined, moduloEmUsoMessage(n));
    await tx.delete(modulos).where(eq(modulos.id, id));
    await recordAudit(tx, { adminUserId, entidade: 'modulo', entidadeId: id, acao: 'delete', antes });
  });
}
