import { sql } from 'drizzle-orm';
import { questaoComentarioReacoes as reacoes, questaoComentarios as comentarios, users } from '../../db/schema.js';

/** A comment with its author, like/dislike counts and the viewer's own reaction (group by comment and author). */
export function comentarioColumns(viewerId: string) {
  return {
    id: comentarios.id,
    questaoId: comentarios.questaoId,
    comentario: comentarios.comentario,
    createdAt: sql<string>`to_char(${comentarios.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    autor: { nome: users.nome, avatarUrl: users.avatarUrl },
    meu: sql<boolean>`${comentarios.userId} = ${viewerId}`,
    likes: sql<number>`(count(${reacoes.id}) filter (where ${reacoes.tipo} = 'like'))::int`,
    dislikes: sql<number>`(count(${reacoes.id}) filter (where ${reacoes.tipo} = 'dislike'))::int`,
    minhaReacao: sql<'like' | 'dislike' | null>`max(case when ${reacoes.userId} = ${viewerId} then ${reacoes.tipo} end)`,
  };
}
