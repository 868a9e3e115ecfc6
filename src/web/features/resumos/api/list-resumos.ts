import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumosResponse } from '../../../../shared/schemas/resumos';
import { api } from '../../../lib/api';

/** GET /api/resumos → the summaries with subject and module (subscribers; 403 otherwise). */
export function listResumos(signal?: AbortSignal): Promise<ResumosResponse> {
  return api.get<ResumosResponse>('/api/resumos', { signal });
}

export function resumosQueryOptions() {
  return queryOptions({
    queryKey: ['resumos'] as const,
    queryFn: ({ signal }) => listResumos(signal),
  });
}

export function useResumos(enabled: boolean) {
  return useQuery({ ...resumosQueryOptions(), enabled });
}
