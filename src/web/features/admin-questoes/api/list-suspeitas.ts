import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuspeitasPage, SuspeitasQueryInput } from '../../../../shared/schemas/estatisticas';
import { adminQuestoesKey } from '../../../components/admin/questao/questoes-api';
import { api } from '../../../lib/api';

/**
 * GET /api/admin/questoes/suspeitas: one page of 'Questões suspeitas' in the chosen order. Under the
 * question keys, so saving a question from the edit modal (a corrected key resets its counts) refreshes it.
 */
export function useQuestoesSuspeitas(query: SuspeitasQueryInput) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return useQuery({
    queryKey: [...adminQuestoesKey, 'suspeitas', query],
    queryFn: ({ signal }) => api.get<SuspeitasPage>(`/api/admin/questoes/suspeitas?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
