import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questoesStatus, respostasUsuario, revisaoCartoes, simuladoSessoes, simulados } from '../../db/schema.js';
import { clearDesempenhoMaterias, lockStudentCounters } from '../ranking/desempenho-materias.js';
import { removeFromStatistics } from './answer-statistics.js';

/**
 * Deletes the user's answers, then their simulados, in one transaction, with everything derived from
 * them: the latest-answer status, their first answers in the question statistics, their review cards
 * and their timed or printed sessions. A fresh start, as 'Limpar histórico' promises.
 */
export async function clearHistorico({ db, userId }: { db: Db; userId: string }): Promise<{ excluidos: number }> {
  return db.transaction(async (tx) => {
    const mine = tx.select({ id: simulados.id }).from(simulados).where(eq(simulados.userId, userId));
    // The student's lock, as their saves take it: a save waits for the clear or goes first and is cleared.
    await lockStudentCounters(tx, userId);
    // The rows other students share are taken in the order a save takes them: the question statistics
    // (its statement), then the overview's day rows (the simulados' trigger), then the edital sums (the
    // counters' trigger). Taking the edital sums before the simulados' delete once deadlocked with a
    // save of another student of the same edital whose overview row is the same.
    await removeFromStatistics(tx, userId);
    await tx.delete(respostasUsuario).where(inArray(respostasUsuario.simuladoId, mine));
    await tx.delete(questoesStatus).where(eq(questoesStatus.userId, userId));
    await tx.delete(revisaoCartoes).where(eq(revisaoCartoes.userId, userId));
    await tx.delete(simuladoSessoes).where(eq(simuladoSessoes.userId, userId));
    const deleted = await tx.delete(simulados).where(eq(simulados.userId, userId)).returning({ id: simulados.id });
    await clearDesempenhoMaterias(tx, userId);
    return { excluidos: deleted.length };
  });
}
