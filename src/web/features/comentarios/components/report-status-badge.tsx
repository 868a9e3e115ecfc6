import type { ReportStatus } from '../../../../shared/schemas/reports';
import { cn } from '../../../lib/cn';

const STATUS: Record<ReportStatus, { label: string; classes: string }> = {
  pendente: { label: 'Pendente', classes: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300' },
  em_analise: { label: 'Em análise', classes: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300' },
  resolvido: {
    label: 'Resolvido',
    classes: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  rejeitado: { label: 'Rejeitado', classes: 'bg-gray-200 text-gray-700 dark:bg-gray-500/20 dark:text-gray-300' },
};

/** A report's status as the student reads it: yellow pending, blue under review, green fixed, gray rejected. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { label, classes } = STATUS[status];
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', classes)}
    >
      {label}
    </span>
  );
}
