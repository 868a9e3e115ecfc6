// Colours and dates of the grade log.
import type { GradeTone } from '../../../../shared/rules/simulado';
import type { BadgeTone } from '../../../components/ui/badge';

/** Grade colours of SPEC §9 (≥7 green, ≥5 yellow, below red), readable in both themes. */
export const bandText: Record<GradeTone, string> = {
  green: 'text-emerald-600 dark:text-emerald-400',
  yellow: 'text-amber-600 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};
export const bandBorder: Record<GradeTone, string> = {
  green: 'border-l-emerald-500',
  yellow: 'border-l-amber-500',
  red: 'border-l-red-500',
};
export const bandBadge: Record<GradeTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/** Today on the student's own calendar, as the date input wants it (YYYY-MM-DD). */
export function todayIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
