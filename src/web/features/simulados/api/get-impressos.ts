import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impresso } from '../../../../shared/schemas/impressao';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

export const impressosKey = simuladosKeys.impressos();

/** GET /api/simulados/impressos: the printed simulados not yet corrected, newest first. */
export function impressosQueryOptions() {
  return queryOptions({
    queryKey: impressosKey,
    queryFn: ({ signal }) => api.get<Impresso[]>('/api/simulados/impressos', { signal }),
  });
}

export function useImpressos() {
  return useQuery(impressosQueryOptions());
}
