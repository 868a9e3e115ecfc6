import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Caderno, CadernoNomeInput } from '../../../shared/schemas/cadernos';
import { api } from '../api';
import { cadernosKeys, refreshCadernos } from './keys';

/** POST /api/cadernos → 201 with the new caderno (409 for a name the student already uses, or past 100). */
export function createCaderno(body: CadernoNomeInput): Promise<Caderno> {
  return api.post<Caderno>('/api/cadernos', body);
}

export function useCreateCaderno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCaderno, onSuccess: () => refreshCadernos(queryClient) });
}

/** PATCH /api/cadernos/{id} → the caderno renamed. */
export function renameCaderno({ id, nome }: { id: number; nome: string }): Promise<Caderno> {
  return api.patch<Caderno>(`/api/cadernos/${id}`, { nome });
}

export function useRenameCaderno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameCaderno, onSuccess: (c) => refreshCadernos(queryClient, c.id) });
}

/** DELETE /api/cadernos/{id} → 204; its saved questions go with it. */
export function deleteCaderno(id: number): Promise<unknown> {
  return api.delete<unknown>(`/api/cadernos/${id}`);
}

export function useDeleteCaderno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaderno,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: cadernosKeys.detail(id) });
      return refreshCadernos(queryClient);
    },
  });
}
