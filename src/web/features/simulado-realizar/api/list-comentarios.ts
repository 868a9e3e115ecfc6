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

/** `enabled: false` holds the request back (the player asks once the section is on screen). */
export function useComentariosDaQuestao(questaoId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...comentariosDaQuestaoQueryOptions(questaoId), enabled });
}
