import { desc, eq } from 'drizzle-orm';
import type { Comentario } from '../../../shared/schemas/comentarios.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questaoComentarioReacoes as reacoes, questaoComentarios as comentarios, users } from '../../db/schema.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';
import { comentarioColumns } from './comentario-columns.js';

/** The comments under a question, newest first. */
export async function listComentarios({
  db,
  user,
  questaoId,
}: {
  db: Db;
  user: SessionUser;
  questaoId: number;
}): Promise<Comentario[]> {
  await assertQuestaoAccess(db, questaoId, user);
  return db
    .select(comentarioColumns(user.id))
    .from(comentarios)
    .innerJoin(users, eq(users.id, comentarios.userId))
    .leftJoin(reacoes, eq(reacoes.comentarioId, comentarios.id))
    .where(eq(comentarios.questaoId, questaoId))
    .groupBy(comentarios.id, users.id)
    .orderBy(desc(comentarios.createdAt), desc(comentarios.id));
}
