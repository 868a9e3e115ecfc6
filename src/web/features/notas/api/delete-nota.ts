import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAfterNotaChange } from './keys';

/** DELETE /api/notas/{id} → 204 (only the student's own). */
export function deleteNota(id: number): Promise<unknown> {
  return api.delete<unknown>(`/api/notas/${id}`);
}

export function useDeleteNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNota, onSuccess: () => refreshAfterNotaChange(queryClient) });
}
