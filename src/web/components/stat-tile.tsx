import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';
import { cn } from '../lib/cn';

/**
 * One figure of a row of tiles (the dashboard's, the history's summary): an icon, its label and the
 * value, announced together. On a phone the icon sits above the label, so the label has the tile's
 * width; the value keeps to the tile's foot, level with its neighbour's even when one label takes two
 * lines.
 */
export function StatTile({
  icon: Icon,
  label,
  value,
  valueClassName,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  valueClassName?: string | undefined;
}) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3 sm:p-5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:size-11 dark:bg-navy-900/60 dark:text-gold-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col justify-between self-stretch sm:self-auto">
        <p id={labelId} className="text-xs font-medium text-muted-foreground sm:text-sm">
          {label}
        </p>
        <p className={cn('text-xl font-bold tracking-tight tabular-nums sm:text-2xl', valueClassName)}>{value}</p>
      </div>
    </Card>
  );
}
