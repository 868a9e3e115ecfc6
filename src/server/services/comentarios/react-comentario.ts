import { and, eq, sql } from 'drizzle-orm';
import type { ReacaoResumo, ReacaoTipo } from '../../../shared/schemas/comentarios.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questaoComentarioReacoes as reacoes, questaoComentarios as comentarios } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';

/**
 * Like or dislike: the same reaction again removes it, the other replaces it. One row per user and
 * comment (unique in the database), so double clicks and races cannot count twice.
 */
export async function reactComentario({
  db,
  user,
  comentarioId,
  tipo,
}: {
  db: Db;
  user: SessionUser;
  comentarioId: number;
  tipo: ReacaoTipo;
}): Promise<ReacaoResumo> {
  const [comentario] = await db
    .select({ questaoId: comentarios.questaoId })
    .from(comentarios)
    .where(eq(comentarios.id, comentarioId));
  if (!comentario) throw new AppError('COMENTARIO_NOT_FOUND');
  await assertQuestaoAccess(db, comentario.questaoId, user);

  const mine = and(eq(reacoes.comentarioId, comentarioId), eq(reacoes.userId, user.id));
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(reacoes)
      .where(and(mine, eq(reacoes.tipo, tipo)))
      .returning({ id: reacoes.id });
    if (removed.length > 0) return;
    await tx
      .insert(reacoes)
      .values({ comentarioId, userId: user.id, tipo })
      .onConflictDoUpdate({ target: [reacoes.comentarioId, reacoes.userId], set: { tipo } });
  });

  const [summary] = await db
    .select({
      likes: sql<number>`(count(*) filter (where ${reacoes.tipo} = 'like'))::int`,
      dislikes: sql<number>`(count(*) filter (where ${reacoes.tipo} = 'dislike'))::int`,
      minhaReacao: sql<ReacaoTipo | null>`max(case when ${reacoes.userId} = ${user.id} then ${reacoes.tipo} end)`,
    })
    .from(reacoes)
    .where(eq(reacoes.comentarioId, comentarioId));
  return summary ?? { likes: 0, dislikes: 0, minhaReacao: null };
}
