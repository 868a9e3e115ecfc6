import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVisaoGeral, VisaoGeralPeriodo } from '../../../../shared/schemas/admin-visao-geral';
import { api } from '../../../lib/api';

export const visaoGeralQuery = (periodo: VisaoGeralPeriodo) =>
  queryOptions({
    queryKey: ['admin', 'visao-geral', periodo] as const,
    queryFn: ({ signal }) =>
      api.get<AdminVisaoGeral>(`/api/admin/visao-geral?${new URLSearchParams({ periodo }).toString()}`, { signal }),
  });

/** GET /api/admin/visao-geral: the figures stay on screen while the other period loads. */
export function useVisaoGeral(periodo: VisaoGeralPeriodo) {
  return useQuery({ ...visaoGeralQuery(periodo), placeholderData: keepPreviousData });
}
