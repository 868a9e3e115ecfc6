import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { api } from '../../../lib/api';

/** How long an answer fetched for this visit (by the route's loader) counts as current. */
export const FRESH_AFTER_VISIT_MS = 10_000;

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
    // another screen shows here even if that screen did not invalidate this key. The route's loader
    // asks on each visit (src/web/app/route-data.ts); the page does not ask a second time for an answer
    // that loader got moments ago.
    staleTime: FRESH_AFTER_VISIT_MS,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
