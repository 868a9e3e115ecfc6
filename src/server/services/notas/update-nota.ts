import { and, eq } from 'drizzle-orm';
import type { Nota, NotaInput } from '../../../shared/schemas/notas.js';
import type { Db } from '../../db/client.js';
import { notas } from '../../db/schema.js';
import { refreshRankingMedias } from '../ranking/refresh-ranking-medias.js';
import { assertMateriaExists, findNota, lockStudent } from './nota-query.js';

/**
 * Rewrites one of the student's own notas (someone else's: NOTA_NOT_FOUND, nothing changes). The
 * ranking row follows in the same transaction.
 */
export async function updateNota({
  db,
  userId,
  notaId,
  input,
}: {
  db: Db;
  userId: string;
  notaId: number;
  input: NotaInput;
}): Promise<Nota> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    await findNota(tx, userId, notaId);
    await assertMateriaExists(tx, input.materiaId);
    await tx
      .update(notas)
      .set({ materiaId: input.materiaId, nota: input.nota, data: input.data, descricao: input.descricao })
      .where(and(eq(notas.id, notaId), eq(notas.userId, userId)));
    await refreshRankingMedias(tx, userId);
    return findNota(tx, userId, notaId);
  });
}
