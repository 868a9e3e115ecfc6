import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';

/** POST /api/questoes/:id/comentarios → 201 { id }. */
export function addComentario(questaoId: number, comentario: string): Promise<{ id: number }> {
  return api.post<{ id: number }>(`/api/questoes/${questaoId}/comentarios`, { comentario });
}

/** Adds a comment, then refreshes the question's comments and "Meus Comentários". */
export function useAddComentario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questaoId, comentario }: { questaoId: number; comentario: string }) =>
      addComentario(questaoId, comentario),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comentariosKeys.all }),
  });
}
