import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisaoResumo } from '../../../shared/schemas/revisao';
import { api } from '../api';

/** TanStack Query keys of the spaced review; a save, a removal or a cleared history invalidates them. */
export const revisaoKeys = {
  all: ['revisao'] as const,
  resumo: () => ['revisao', 'resumo'] as const,
};

/** GET /api/revisao → cards due now, when the next one is due, live cards. */
export function getRevisaoResumo(signal?: AbortSignal): Promise<RevisaoResumo> {
  return api.get<RevisaoResumo>('/api/revisao', { signal });
}

export function revisaoResumoQueryOptions() {
  // Asked again on each visit: cards fall due as time passes, and a save elsewhere changes them.
  return queryOptions({ queryKey: revisaoKeys.resumo(), queryFn: ({ signal }) => getRevisaoResumo(signal) });
}

export function useRevisaoResumo() {
  return useQuery(revisaoResumoQueryOptions());
}
