import { sql } from 'drizzle-orm';
import { CADERNOS_MAX, type Caderno } from '../../../shared/schemas/cadernos.js';
import { rowsOf, type Db } from '../../db/client.js';
import { cadernos } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../admin/unique-violation.js';
import { cadernoColumns, ownCaderno } from './caderno-query.js';

/**
 * POST /api/cadernos. The student's creates run one after another (a lock on the student for the
 * transaction), so two at once never make a 101st caderno; the same name in any case is a 409.
 */
export async function createCaderno({ db, userId, nome }: { db: Db; userId: string; nome: string }): Promise<Caderno> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cadernos:${userId}`}))`);
    const [state] = rowsOf<{ total: number; duplicado: boolean }>(
      await tx.execute(sql`select (select count(*) from cadernos where user_id = ${userId})::int as total,
        exists (select 1 from cadernos where user_id = ${userId} and lower(nome) = lower(${nome})) as duplicado`),
    );
    if (state?.duplicado) throw new AppError('CADERNO_DUPLICADO');
    if (Number(state?.total ?? 0) >= CADERNOS_MAX) throw new AppError('CADERNOS_LIMITE');
    const [row] = await tx.insert(cadernos).values({ userId, nome }).returning(cadernoColumns);
    return row!;
  });
}

/** PATCH /api/cadernos/{id}: a new name, unique among the student's cadernos (its own case may change). */
export async function renameCaderno({
  db,
  userId,
  cadernoId,
  nome,
}: {
  db: Db;
  userId: string;
  cadernoId: number;
  nome: string;
}): Promise<Caderno> {
  try {
    const [row] = await db
      .update(cadernos)
      .set({ nome, updatedAt: sql`now()` })
      .where(ownCaderno(userId, cadernoId))
      .returning(cadernoColumns);
    if (!row) throw new AppError('CADERNO_NOT_FOUND');
    return row;
  } catch (error) {
    // Another of the student's cadernos has this name (in any case): the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CADERNO_DUPLICADO');
    throw error;
  }
}

/** DELETE /api/cadernos/{id}: its saved questions go with it; simulados played from it stay (caderno_id set null). */
export async function deleteCaderno({ db, userId, cadernoId }: { db: Db; userId: string; cadernoId: number }) {
  const deleted = await db.delete(cadernos).where(ownCaderno(userId, cadernoId)).returning({ id: cadernos.id });
  if (deleted.length === 0) throw new AppError('CADERNO_NOT_FOUND');
}
