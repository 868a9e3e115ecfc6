import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { revisaoCartoes } from '../../db/schema.js';

/**
 * An admin moved a question to another subject: every student's review card of it follows, so which
 * cards may be practised (theoretical, free) is judged by the subject of today, as questoes_status is
 * (docs/decisions/0049). Runs in the admin's transaction after moveQuestaoDesempenho, which has locked
 * the students who answered it; a save writing one of these cards meanwhile is waited for, and it never
 * waits on the admin (it holds only its own student's rows).
 */
export async function moveReviewCards(tx: Db, questaoId: number, materiaId: number): Promise<void> {
  await tx
    .update(revisaoCartoes)
    .set({ materiaId })
    .where(and(eq(revisaoCartoes.questaoId, questaoId), ne(revisaoCartoes.materiaId, materiaId)));
}
