import {
  REPORT_STATUS_FILTERS,
  type ReportStatusCounts,
  type ReportStatusFilter,
} from '../../../../shared/schemas/admin-reports';
import { REPORT_STATUS_LABELS } from '../../../../shared/schemas/reports';
import { cn } from '../../../lib/cn';

const FILTER_LABELS: Record<ReportStatusFilter, string> = { todos: 'Todos', ...REPORT_STATUS_LABELS };

/**
 * Todos / Pendente / Em análise / Resolvido / Rejeitado as toggle buttons, each with how many reports
 * it holds (within the search), so the admin sees at a glance what is still waiting.
 */
export function ReportStatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ReportStatusFilter;
  counts: ReportStatusCounts | undefined;
  onChange: (status: ReportStatusFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-2">
      {REPORT_STATUS_FILTERS.map((status) => {
        const active = status === value;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(status)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:bg-surface-muted',
            )}
          >
            {FILTER_LABELS[status]}
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                active ? 'bg-white/20' : 'bg-surface-muted text-muted-foreground',
              )}
            >
              {counts ? counts[status] : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
