import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { api } from '../../../lib/api';

/** The key other screens invalidate after a write the dashboard shows (notas, provas, profile). */
export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/dashboard → the whole page in one answer. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Every visit asks again (showing the last answer meanwhile): a simulado finished or a nota saved on
    // another screen shows here even if that screen did not invalidate this key.
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
