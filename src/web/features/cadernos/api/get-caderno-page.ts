import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CadernoPage } from '../../../../shared/schemas/cadernos';
import { api } from '../../../lib/api';
import { cadernosKeys } from '../../../lib/cadernos/keys';

/** GET /api/cadernos/{id}?apos=… → the caderno and a page of its questions, newest first. */
export function getCadernoPage(id: number, apos: string | null, signal?: AbortSignal): Promise<CadernoPage> {
  const query = apos === null ? '' : `?apos=${encodeURIComponent(apos)}`;
  return api.get<CadernoPage>(`/api/cadernos/${id}${query}`, { signal });
}

export function cadernoPageQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: cadernosKeys.detail(id),
    queryFn: ({ pageParam, signal }) => getCadernoPage(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.proximo,
  });
}

export function useCadernoPage(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...cadernoPageQueryOptions(id), enabled });
}
