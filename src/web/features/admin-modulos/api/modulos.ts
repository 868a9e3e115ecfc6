import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminModulo, ModuloInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api';

const modulosKey = ['admin', 'modulos'] as const;

/** A módulo saved or deleted changes this list and the module names the student pages show. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: modulosKey }),
    queryClient.invalidateQueries({ queryKey: ['notas'] }),
  ]);
}

/** GET /api/admin/modulos → every módulo with its number of matérias. */
export function useAdminModulos() {
  return useQuery({
    queryKey: modulosKey,
    queryFn: ({ signal }) => api.get<AdminModulo[]>('/api/admin/modulos', { signal }),
  });
}

/** POST /api/admin/modulos (no id) or PUT /api/admin/modulos/{id}. */
export function useSaveModulo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ModuloInput }) =>
      id === null
        ? api.post<AdminModulo>('/api/admin/modulos', body)
        : api.put<AdminModulo>(`/api/admin/modulos/${id}`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/modulos/{id}; refused (409) while matérias belong to it. */
export function useDeleteModulo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/modulos/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
