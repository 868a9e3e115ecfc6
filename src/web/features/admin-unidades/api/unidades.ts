import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminUnidade, UnidadeInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api';

const unidadesKey = ['admin', 'unidades'] as const;

/** A unidade saved or deleted changes this list and the choices /perfil offers (only active ones). */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: unidadesKey }),
    queryClient.invalidateQueries({ queryKey: ['perfil', 'opcoes'] }),
  ]);
}

/** GET /api/admin/unidades → every unidade, active or not, by sigla. */
export function useAdminUnidades() {
  return useQuery({
    queryKey: unidadesKey,
    queryFn: ({ signal }) => api.get<AdminUnidade[]>('/api/admin/unidades', { signal }),
  });
}

/** POST /api/admin/unidades (no id) or PUT /api/admin/unidades/{id}. */
export function useSaveUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UnidadeInput }) =>
      id === null
        ? api.post<AdminUnidade>('/api/admin/unidades', body)
        : api.put<AdminUnidade>(`/api/admin/unidades/${id}`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/unidades/{id}; refused (409) while students have chosen it. */
export function useDeleteUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/unidades/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
