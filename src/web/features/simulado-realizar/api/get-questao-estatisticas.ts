import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestaoEstatisticas } from '../../../../shared/schemas/estatisticas';
import { api } from '../../../lib/api';

/**
 * GET /api/questoes/:id/estatisticas: what other students chose. Asked for only once the question is
 * conferred (before, it would give the answer away). Offline or failed, the player shows nothing and
 * says nothing: no retry, no toast, the question works as before.
 */
export function questaoEstatisticasQueryOptions(questaoId: number) {
  return queryOptions({
    queryKey: ['estatisticas', 'questao', questaoId] as const,
    queryFn: ({ signal }) => api.get<QuestaoEstatisticas>(`/api/questoes/${questaoId}/estatisticas`, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useQuestaoEstatisticas(questaoId: number, conferida: boolean) {
  return useQuery({ ...questaoEstatisticasQueryOptions(questaoId), enabled: conferida });
}
