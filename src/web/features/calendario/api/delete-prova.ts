import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAfterProvaChange } from './save-prova';

/** DELETE /api/provas/{id}. */
export function deleteProva(id: number): Promise<void> {
  return api.delete<void>(`/api/provas/${id}`);
}

export function useDeleteProva() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProva, onSuccess: () => refreshAfterProvaChange(queryClient) });
}
