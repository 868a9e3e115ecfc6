import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminEdital, EditalInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api';

const editaisKey = ['admin', 'editais'] as const;

/** An edital saved or deleted changes this list and the choices /perfil offers (only active ones). */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: editaisKey }),
    queryClient.invalidateQueries({ queryKey: ['perfil', 'opcoes'] }),
  ]);
}

/** GET /api/admin/editais → every edital, active or not, by número. */
export function useAdminEditais() {
  return useQuery({
    queryKey: editaisKey,
    queryFn: ({ signal }) => api.get<AdminEdital[]>('/api/admin/editais', { signal }),
  });
}

/** POST /api/admin/editais (no id) or PUT /api/admin/editais/{id}. */
export function useSaveEdital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EditalInput }) =>
      id === null
        ? api.post<AdminEdital>('/api/admin/editais', body)
        : api.put<AdminEdital>(`/api/admin/editais/${id}`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/editais/{id}; refused (409) while students have chosen it. */
export function useDeleteEdital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/editais/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
