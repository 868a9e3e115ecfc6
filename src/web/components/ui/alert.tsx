import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-100',
  info: 'border-navy-200 bg-navy-50 text-navy-900 dark:border-navy-800 dark:bg-navy-950/60 dark:text-navy-100',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800/70 dark:bg-emerald-950/40 dark:text-emerald-100',
};

const icons = {
  error: CircleExclamationPoint,
  warning: TriangleExclamationPoint,
  info: Info,
  success: CircleCheck,
} as const;

/**
 * A boxed message. Errors get role="alert" by default so screen readers announce them; pass
 * role={undefined} for a static notice.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  id,
  role = tone === 'error' ? 'alert' : undefined,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  id?: string;
  role?: 'alert' | 'status' | undefined;
}) {
  const Icon = icons[tone];
  return (
    <div id={id} role={role} className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          {title ? <p className="font-semibold">{title}</p> : null}
          {children ? <div className={cn(title ? 'mt-0.5' : undefined)}>{children}</div> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
    </div>
  );
}
