import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questaoComentarios } from '../../db/schema.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';

export async function addComentario({
  db,
  user,
  questaoId,
  comentario,
}: {
  db: Db;
  user: SessionUser;
  questaoId: number;
  comentario: string;
}): Promise<{ id: number }> {
  await assertQuestaoAccess(db, questaoId, user);
  const [row] = await db
    .insert(questaoComentarios)
    .values({ questaoId, userId: user.id, comentario })
    .returning({ id: questaoComentarios.id });
  return { id: row!.id };
}
