import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeuComentario } from '../../../../shared/schemas/comentarios';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';

/** GET /api/comentarios: the user's comments, newest first, each with its question. */
export function meusComentariosQueryOptions() {
  return queryOptions({
    queryKey: comentariosKeys.meus(),
    queryFn: ({ signal }) => api.get<MeuComentario[]>('/api/comentarios', { signal }),
  });
}

export function useMeusComentarios() {
  return useQuery(meusComentariosQueryOptions());
}
