import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo';
import { api } from '../../lib/api';

export const adminCatalogoKey = ['admin', 'catalogo'] as const;

/** GET /api/admin/catalogo: every módulo, matéria and aula, for the selects and filters of the admin tabs. */
export function useAdminCatalogo() {
  return useQuery({
    queryKey: adminCatalogoKey,
    queryFn: ({ signal }) => api.get<AdminCatalogo>('/api/admin/catalogo', { signal }),
  });
}

/** For a write that changes módulos, matérias or aulas: the selects of every tab refetch. */
export function useRefreshAdminCatalogo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminCatalogoKey });
}
