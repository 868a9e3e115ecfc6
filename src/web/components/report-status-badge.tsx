import { REPORT_STATUS_LABELS, type ReportStatus } from '../../shared/schemas/reports';
import { cn } from '../lib/cn';

const STATUS_CLASSES: Record<ReportStatus, string> = {
  pendente: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  em_analise: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  resolvido: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  rejeitado: 'bg-gray-200 text-gray-700 dark:bg-gray-500/20 dark:text-gray-300',
};

/**
 * A report's status, the same for the student ('Meus reports') and the admin ('Reports'): yellow
 * pending, blue under review, green fixed, gray rejected.
 */
export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_CLASSES[status],
        className,
      )}
    >
      {REPORT_STATUS_LABELS[status]}
    </span>
  );
}
