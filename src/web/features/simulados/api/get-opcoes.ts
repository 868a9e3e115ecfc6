import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpcoesResponse } from '../../../../shared/schemas/simulados';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

/** GET /api/simulados/opcoes: modules, the theoretical subjects this user may practise, their active lessons. */
export function opcoesQueryOptions() {
  return queryOptions({
    queryKey: simuladosKeys.opcoes(),
    queryFn: ({ signal }) => api.get<OpcoesResponse>('/api/simulados/opcoes', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOpcoes() {
  return useQuery(opcoesQueryOptions());
}
