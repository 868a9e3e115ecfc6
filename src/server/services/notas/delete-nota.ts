import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notas } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { refreshRankingMedias } from '../ranking/refresh-ranking-medias.js';
import { lockStudent } from './nota-query.js';

/** Deletes one of the student's own notas (someone else's: NOTA_NOT_FOUND); the ranking row follows. */
export async function deleteNota({ db, userId, notaId }: { db: Db; userId: string; notaId: number }) {
  await db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    const deleted = await tx
      .delete(notas)
      .where(and(eq(notas.id, notaId), eq(notas.userId, userId)))
      .returning({ id: notas.id });
    if (deleted.length === 0) throw new AppError('NOTA_NOT_FOUND');
    await refreshRankingMedias(tx, userId);
  });
}
