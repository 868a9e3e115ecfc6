import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nota, NotaInput } from '../../../../shared/schemas/notas';
import { api } from '../../../lib/api';
import { refreshAfterNotaChange } from './keys';

/** PUT /api/notas/{id} → the nota as saved (only the student's own). */
export function updateNota({ id, body }: { id: number; body: NotaInput }): Promise<Nota> {
  return api.put<Nota>(`/api/notas/${id}`, body);
}

export function useUpdateNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNota, onSuccess: () => refreshAfterNotaChange(queryClient) });
}
