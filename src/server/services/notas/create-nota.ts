import type { Nota, NotaInput } from '../../../shared/schemas/notas.js';
import type { Db } from '../../db/client.js';
import { notas } from '../../db/schema.js';
import { refreshRankingMedias } from '../ranking/refresh-ranking-medias.js';
import { assertMateriaExists, findNota, lockStudent } from './nota-query.js';

/** Registers a nota; the student's ranking row is rewritten in the same transaction, so it shows at once. */
export async function createNota({ db, userId, input }: { db: Db; userId: string; input: NotaInput }): Promise<Nota> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    await assertMateriaExists(tx, input.materiaId);
    const [created] = await tx
      .insert(notas)
      .values({ userId, materiaId: input.materiaId, nota: input.nota, data: input.data, descricao: input.descricao })
      .returning({ id: notas.id });
    await refreshRankingMedias(tx, userId);
    return findNota(tx, userId, created!.id);
  });
}
