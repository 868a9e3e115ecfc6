import { sql } from 'drizzle-orm';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { questaoComentarioReacoes as reacoes, questaoComentarios as comentarios, users } from '../../db/schema.js';

/** A comment with its author, like/dislike counts and the viewer's own reaction (group by comment and author). */
export function comentarioColumns(viewerId: string) {
  return {
    id: comentarios.id,
    questaoId: comentarios.questaoId,
    comentario: comentarios.comentario,
    createdAt: isoTimestamp(comentarios.createdAt),
    autor: { nome: users.nome, avatarUrl: users.avatarUrl },
    meu: sql<boolean>`${comentarios.userId} = ${viewerId}`,
    likes: sql<number>`(count(${reacoes.id}) filter (where ${reacoes.tipo} = 'like'))::int`,
    dislikes: sql<number>`(count(${reacoes.id}) filter (where ${reacoes.tipo} = 'dislike'))::int`,
    minhaReacao: sql<
      'like' | 'dislike' | null
    >`max(case when ${reacoes.userId} = ${viewerId} then ${reacoes.tipo} end)`,
  };
}
