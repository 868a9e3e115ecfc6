import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingUnidades } from '../../../../shared/schemas/ranking';
import { api } from '../../../lib/api';
import { rankingKeys } from './get-ranking';

/** GET /api/ranking/unidades → the active unidades for the unit filter. */
export function listRankingUnidades(signal?: AbortSignal): Promise<RankingUnidades> {
  return api.get<RankingUnidades>('/api/ranking/unidades', { signal });
}

export function rankingUnidadesQueryOptions() {
  return queryOptions({
    queryKey: rankingKeys.unidades(),
    queryFn: ({ signal }) => listRankingUnidades(signal),
    // Unidades change only when an admin edits them.
    staleTime: 5 * 60_000,
  });
}

export function useRankingUnidades() {
  return useQuery(rankingUnidadesQueryOptions());
}
