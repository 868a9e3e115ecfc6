import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { revisaoCartoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * 'Não revisar mais esta questão': the student's own card of this question is kept but marked
 * removed, so it is never due again and a later mistake does not bring it back (the save skips removed
 * cards). No card of this student for the question (another student's, or none): 404.
 */
export async function removeCartao({
  db,
  userId,
  questaoId,
}: {
  db: Db;
  userId: string;
  questaoId: number;
}): Promise<void> {
  const updated = await db
    .update(revisaoCartoes)
    .set({ removido: true })
    .where(and(eq(revisaoCartoes.userId, userId), eq(revisaoCartoes.questaoId, questaoId)))
    .returning({ questaoId: revisaoCartoes.questaoId });
  if (updated.length === 0) throw new AppError('REVISAO_CARTAO_NOT_FOUND');
}
