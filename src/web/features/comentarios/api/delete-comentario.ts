import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';

/** DELETE /api/comentarios/:id → 204 (only the author's own). */
export function deleteComentario(comentarioId: number): Promise<unknown> {
  return api.delete<unknown>(`/api/comentarios/${comentarioId}`);
}

/** Deletes, drops it from "Meus Comentários" at once, and refreshes every comment list. */
export function useDeleteComentario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComentario,
    onSuccess: async (_data, comentarioId) => {
      queryClient.setQueryData<Array<{ id: number }>>(comentariosKeys.meus(), (list) =>
        list?.filter((c) => c.id !== comentarioId),
      );
      await queryClient.invalidateQueries({ queryKey: comentariosKeys.all });
    },
  });
}
