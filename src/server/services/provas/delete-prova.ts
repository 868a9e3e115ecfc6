import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { provas } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** Deletes one of the student's provas; another student's, like a missing one, is 404. */
export async function deleteProva({ db, userId, provaId }: { db: Db; userId: string; provaId: number }) {
  const deleted = await db
    .delete(provas)
    .where(and(eq(provas.id, provaId), eq(provas.userId, userId)))
    .returning({ id: provas.id });
  if (deleted.length === 0) throw new AppError('PROVA_NOT_FOUND');
}
