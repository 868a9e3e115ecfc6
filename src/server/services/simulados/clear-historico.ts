import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questoesStatus, respostasUsuario, simulados } from '../../db/schema.js';

/** Deletes the user's answers, then their simulados (and the derived latest-answer status) in one transaction. */
export async function clearHistorico({ db, userId }: { db: Db; userId: string }): Promise<{ excluidos: number }> {
  return db.transaction(async (tx) => {
    const mine = tx.select({ id: simulados.id }).from(simulados).where(eq(simulados.userId, userId));
    await tx.delete(respostasUsuario).where(inArray(respostasUsuario.simuladoId, mine));
    await tx.delete(questoesStatus).where(eq(questoesStatus.userId, userId));
    const deleted = await tx.delete(simulados).where(eq(simulados.userId, userId)).returning({ id: simulados.id });
    return { excluidos: deleted.length };
  });
}
