import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimuladoEstatisticas } from '../../../../shared/schemas/estatisticas';
import { api } from '../../../lib/api';

/**
 * GET /api/simulados/:id/estatisticas: what other students chose, for every question of the review in
 * one request. An extra: failed or offline, the review shows without it (no retry, no toast).
 */
export function simuladoEstatisticasQueryOptions(simuladoId: number) {
  return queryOptions({
    queryKey: ['estatisticas', 'simulado', simuladoId] as const,
    queryFn: ({ signal }) => api.get<SimuladoEstatisticas>(`/api/simulados/${simuladoId}/estatisticas`, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useSimuladoEstatisticas(simuladoId: number) {
  return useQuery({
    ...simuladoEstatisticasQueryOptions(simuladoId),
    enabled: Number.isSafeInteger(simuladoId) && simuladoId > 0,
  });
}
