import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comentario } from '../../../../shared/schemas/comentarios';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';

/** GET /api/questoes/:id/comentarios: newest first, with author, reaction counts and the user's reaction. */
export function comentariosDaQuestaoQueryOptions(questaoId: number) {
  return queryOptions({
    queryKey: comentariosKeys.daQuestao(questaoId),
    queryFn: ({ signal }) => api.get<Comentario[]>(`/api/questoes/${questaoId}/comentarios`, { signal }),
  });
}

export function useComentariosDaQuestao(questaoId: number) {
  return useQuery(comentariosDaQuestaoQueryOptions(questaoId));
}
