import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RankingTab } from '../../../../shared/rules/ranking';
import type { RankingResponse } from '../../../../shared/schemas/ranking';
import { api } from '../../../lib/api';

/** Every ranking query starts with this key: the notas and perfil screens invalidate it after a write. */
export const rankingKeys = {
  all: ['ranking'] as const,
  list: (params: RankingListParams) => [...rankingKeys.all, 'lista', params] as const,
  unidades: () => [...rankingKeys.all, 'unidades'] as const,
};

export interface RankingListParams {
  tab: RankingTab;
  /** The search as typed (already debounced); the server trims and matches it. */
  q: string;
  unidadeId: number | null;
}

/** GET /api/ranking?tab&q&unidadeId&page → one page of a tab, every tab's header and the viewer's own row. */
export function getRanking(params: RankingListParams, page: number, signal?: AbortSignal): Promise<RankingResponse> {
  const search = new URLSearchParams({ tab: params.tab, page: String(page) });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.unidadeId !== null) search.set('unidadeId', String(params.unidadeId));
  return api.get<RankingResponse>(`/api/ranking?${search}`, { signal });
}

export function rankingQueryOptions(params: RankingListParams) {
  return infiniteQueryOptions({
    queryKey: rankingKeys.list(params),
    queryFn: ({ pageParam, signal }) => getRanking(params, pageParam, signal),
    initialPageParam: 1,
    // 'Carregar mais' asks the server for the next page; the browser never holds the whole edital.
    getNextPageParam: (last) => (last.situacao === 'ok' && last.temMais ? last.page + 1 : undefined),
    // Every visit asks again: a nota or a visibility change made elsewhere shows at once. The route's
    // loader asks for the first tab on each visit (src/web/app/route-data.ts); the page does not ask a
    // second time for an answer that loader got moments ago.
    staleTime: 10_000,
    // A new tab, search or unit keeps the current list on screen (dimmed) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRanking(params: RankingListParams) {
  return useInfiniteQuery(rankingQueryOptions(params));
}
