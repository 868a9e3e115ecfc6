import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MeusReportsPage } from '../../../../shared/schemas/reports';
import { api } from '../../../lib/api';

export const meusReportsKey = ['reports', 'meus'] as const;

/** GET /api/reports/meus: the user's error reports, newest first, one page per 'Carregar mais'. */
export function meusReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: meusReportsKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<MeusReportsPage>(`/api/reports/meus${pageParam === null ? '' : `?cursor=${pageParam}`}`, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Every visit asks again: a status the admins changed shows at once.
    staleTime: 0,
  });
}

export function useMeusReports() {
  return useInfiniteQuery(meusReportsQueryOptions());
}
