import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questaoComentarios } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** Deletes one's own comment; someone else's is answered as not found (its existence is not revealed). */
export async function deleteComentario({ db, userId, comentarioId }: { db: Db; userId: string; comentarioId: number }) {
  const deleted = await db
    .delete(questaoComentarios)
    .where(and(eq(questaoComentarios.id, comentarioId), eq(questaoComentarios.userId, userId)))
    .returning({ id: questaoComentarios.id });
  if (deleted.length === 0) throw new AppError('COMENTARIO_NOT_FOUND');
}
