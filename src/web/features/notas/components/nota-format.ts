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

const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A nota's day ('2025-03-05' → '05/03/2025'), read as a calendar day, not as midnight UTC. */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return dayFormat.format(new Date(y!, m! - 1, d));
}

/** Today on the student's own calendar, as the date input wants it (YYYY-MM-DD). */
export function todayIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
