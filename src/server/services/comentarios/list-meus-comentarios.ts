import { desc, eq } from 'drizzle-orm';
import type { MeuComentario } from '../../../shared/schemas/comentarios.js';
import type { Db } from '../../db/client.js';
import {
  materias,
  questaoComentarioReacoes as reacoes,
  questaoComentarios as comentarios,
  questoes,
  users,
} from '../../db/schema.js';
import { comentarioColumns } from './comentario-columns.js';

/** The user's own comments with their question and subject, newest first (/comentarios). */
export async function listMeusComentarios({ db, userId }: { db: Db; userId: string }): Promise<MeuComentario[]> {
  return db
    .select({
      ...comentarioColumns(userId),
      questao: { id: questoes.id, enunciado: questoes.enunciado, materiaNome: materias.nome },
    })
    .from(comentarios)
    .innerJoin(users, eq(users.id, comentarios.userId))
    .innerJoin(questoes, eq(questoes.id, comentarios.questaoId))
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .leftJoin(reacoes, eq(reacoes.comentarioId, comentarios.id))
    .where(eq(comentarios.userId, userId))
    .groupBy(comentarios.id, users.id, questoes.id, materias.id)
    .orderBy(desc(comentarios.createdAt), desc(comentarios.id));
}
