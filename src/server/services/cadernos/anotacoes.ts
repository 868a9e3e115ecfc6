import { and, eq, sql } from 'drizzle-orm';
import type { Anotacao } from '../../../shared/schemas/cadernos.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { anotacoes } from '../../db/schema.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';

// 'Minhas anotações' (issue 33 §6): one private note per student and question, for a question the
// student may open. Every read and write is by (user_id, questao_id): another student's note is never reached.

const own = (userId: string, questaoId: number) =>
  and(eq(anotacoes.userId, userId), eq(anotacoes.questaoId, questaoId));

const SEM_ANOTACAO: Anotacao = { texto: null, updatedAt: null };

/** GET /api/anotacoes/{questaoId}: the student's note, or { texto: null }. */
export async function getAnotacao({ db, user, questaoId }: { db: Db; user: SessionUser; questaoId: number }) {
  await assertQuestaoAccess(db, questaoId, user);
  const [row] = await db
    .select({ texto: anotacoes.texto, updatedAt: isoTimestamp(anotacoes.updatedAt) })
    .from(anotacoes)
    .where(own(user.id, questaoId));
  return row ?? SEM_ANOTACAO;
}

/** PUT /api/anotacoes/{questaoId}: writes the note; an empty text deletes it. */
export async function saveAnotacao({
  db,
  user,
  questaoId,
  texto,
}: {
  db: Db;
  user: SessionUser;
  questaoId: number;
  texto: string;
}): Promise<Anotacao> {
  await assertQuestaoAccess(db, questaoId, user);
  if (texto === '') {
    await db.delete(anotacoes).where(own(user.id, questaoId));
    return SEM_ANOTACAO;
  }
  const [row] = await db
    .insert(anotacoes)
    .values({ userId: user.id, questaoId, texto })
    .onConflictDoUpdate({ target: [anotacoes.userId, anotacoes.questaoId], set: { texto, updatedAt: sql`now()` } })
    .returning({ texto: anotacoes.texto, updatedAt: isoTimestamp(anotacoes.updatedAt) });
  return row!;
}

/** DELETE /api/anotacoes/{questaoId}: the student's own note only (none: nothing to do). */
export async function deleteAnotacao({ db, userId, questaoId }: { db: Db; userId: string; questaoId: number }) {
  await db.delete(anotacoes).where(own(userId, questaoId));
}
