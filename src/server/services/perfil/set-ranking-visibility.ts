import { eq } from 'drizzle-orm';
import type { RankingVisibility } from '../../../shared/schemas/perfil.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { refreshRankingMedias } from '../ranking/refresh-ranking-medias.js';

/**
 * The 'Visibilidade no Ranking' switch of /perfil, saved the moment it is flipped and nothing else with it
 * (the rest of the form waits for 'Salvar Alterações'). The ranking row is rewritten in the same
 * transaction, so the others' ranking shows the change as soon as it commits.
 */
export async function setRankingVisibility({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: RankingVisibility;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ showInRanking: input.showInRanking })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw new AppError('UNAUTHENTICATED');
    await refreshRankingMedias(tx, userId);
  });
}
