import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_REPORTS_MAX_PAGE,
  REPORT_STATUS_FILTERS,
  type ReportStatusFilter,
} from '../../../shared/schemas/admin-reports';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const isStatusFilter = (value: string | null): value is ReportStatusFilter =>
  (REPORT_STATUS_FILTERS as readonly string[]).includes(value ?? '');

/**
 * The tab's filter, search and page, kept in the address (?status=&q=&page=) so a reload or a shared
 * link shows the same list. The search box updates the address once typing pauses (300 ms); a new
 * filter or search starts again at page 1.
 */
export function useReportsFilters() {
  const [params, setParams] = useSearchParams();
  const status: ReportStatusFilter = isStatusFilter(params.get('status'))
    ? (params.get('status') as ReportStatusFilter)
    : 'todos';
  const q = params.get('q') ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, ADMIN_REPORTS_MAX_PAGE) : 1;

  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search, 300);

  function update(next: { status?: ReportStatusFilter; q?: string; page?: number }) {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
        if (next.status !== undefined) set('status', next.status === 'todos' ? undefined : next.status);
        if (next.q !== undefined) set('q', next.q.trim() || undefined);
        const p = next.page ?? 1;
        set('page', p > 1 ? String(p) : undefined);
        return out;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if (debouncedSearch.trim() !== q) update({ q: debouncedSearch });
    // Only a pause in typing moves the search into the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return {
    status,
    q,
    page,
    search,
    setSearch,
    setStatus: (next: ReportStatusFilter) => update({ status: next }),
    setPage: (next: number) => update({ page: next }),
    clear: () => {
      setSearch('');
      update({ status: 'todos', q: '' });
    },
  };
}
