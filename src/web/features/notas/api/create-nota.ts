import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nota, NotaInput } from '../../../../shared/schemas/notas';
import { api } from '../../../lib/api';
import { refreshAfterNotaChange } from './keys';

/** POST /api/notas → 201 with the new nota. */
export function createNota(body: NotaInput): Promise<Nota> {
  return api.post<Nota>('/api/notas', body);
}

export function useCreateNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNota, onSuccess: () => refreshAfterNotaChange(queryClient) });
}
