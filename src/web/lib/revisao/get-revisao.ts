import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisaoResumo } from '../../../shared/schemas/revisao';
import { api } from '../api';

/** TanStack Query keys of the spaced review; a save, a removal or a cleared history invalidates them. */
export const revisaoKeys = {
  all: ['revisao'] as const,
  resumo: () => ['revisao', 'resumo'] as const,
};

/** How long an answer counts as current: about one visit (the dashboard's rule). */
const REVISAO_FRESH_MS = 10_000;

/** GET /api/revisao → cards due now, when the next one is due, live cards. */
export function getRevisaoResumo(signal?: AbortSignal): Promise<RevisaoResumo> {
  return api.get<RevisaoResumo>('/api/revisao', { signal });
}

export function revisaoResumoQueryOptions() {
  // Asked again on each visit: cards fall due as time passes, and a save elsewhere changes them. The
  // dashboard's loader asks at the start of a visit; the card does not ask again for that answer.
  return queryOptions({
    queryKey: revisaoKeys.resumo(),
    queryFn: ({ signal }) => getRevisaoResumo(signal),
    staleTime: REVISAO_FRESH_MS,
  });
}

export function useRevisaoResumo() {
  return useQuery(revisaoResumoQueryOptions());
}
