import { atFirstUse } from '../../../shared/rules/at-first-use';
import { formatCalendarDay } from '../../lib/format';
import { PROVAS_TIME_ZONE } from '../../../shared/rules/provas';

// Dates are shown as the student lives them, in São Paulo, even on a device set to another zone.
// Built at the first prova shown, not when the page's code loads (docs/decisions/0028).
const weekdayFormat = atFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: PROVAS_TIME_ZONE, weekday: 'long' }),
);
const weekdayShortFormat = atFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: PROVAS_TIME_ZONE, weekday: 'short' }),
);
const monthShortFormat = atFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: PROVAS_TIME_ZONE, month: 'short' }),
);

/** '10/03/2026' from '2026-03-10': the app's calendar-day format (lib/format.ts). */
export const formatDia = formatCalendarDay;

/** 'Terça-feira' for the São Paulo day of the instant. */
export function formatWeekday(inicio: string): string {
  const name = weekdayFormat().format(new Date(inicio));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The calendar-leaf parts of a prova: 'ter', '10', 'mar'. */
export function dateLeaf(prova: { inicio: string; data: string }): { weekday: string; day: string; month: string } {
  const at = new Date(prova.inicio);
  const clean = (s: string) => s.replace('.', '');
  return {
    weekday: clean(weekdayShortFormat().format(at)),
    day: prova.data.slice(8, 10),
    month: clean(monthShortFormat().format(at)),
  };
}
