import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReport,
  AdminReportsPage,
  AdminReportsQuery,
  ReportStatusInput,
} from '../../../../shared/schemas/admin-reports';
import { adminDataKey } from '../../../components/admin/crud-api';
import { api } from '../../../lib/api';

const adminReportsKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports?status=&q=&page=: one page of reports and the count per status. */
export function useAdminReports({ status, q, page }: AdminReportsQuery) {
  const params = new URLSearchParams();
  if (status !== 'todos') params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return useQuery({
    queryKey: [...adminReportsKey, { status, q, page }],
    queryFn: ({ signal }) => api.get<AdminReportsPage>(`/api/admin/reports${query ? `?${query}` : ''}`, { signal }),
    // The cards stay while the next page or search loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Reads every page and the counts again (e.g. after the question of a report was edited). */
export function useRefreshAdminReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminReportsKey });
}

/**
 * PATCH /api/admin/reports/{id}/status. Afterwards (also after a refusal: the list may be stale) every
 * page and the counts are read again, since the report may leave the filtered list.
 */
export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ReportStatusInput) =>
      api.patch<AdminReport>(`/api/admin/reports/${id}/status`, body),
    onSettled: (_data, _error, { anular, desatualizar }) =>
      // A question marked on the way changes the Questões tab too (every admin query starts with 'admin').
      queryClient.invalidateQueries({ queryKey: anular || desatualizar ? adminDataKey : adminReportsKey }),
  });
}
