// Formatting and colours used by several dashboard cards.
import { atFirstUse } from '../../../../shared/rules/at-first-use';
import type { GradeTone } from '../../../../shared/rules/simulado';

/** Grade colours of SPEC §9 (≥7 green, ≥5 yellow, below red), readable in both themes. */
export const gradeText: Record<GradeTone, string> = {
  green: 'text-emerald-600 dark:text-emerald-400',
  yellow: 'text-amber-600 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};

// Provas are wall-clock times in São Paulo (issue 6 §4), whatever the device's own zone: Intl, built at
// the first prova shown, as lib/format.ts builds the device-zone formats.
const provaFormats = atFirstUse(() => ({
  day: new Intl.DateTimeFormat('pt-BR', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }),
  time: new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }),
}));

/** A prova's instant as 'qua., 12/03/2025' and '14:00' in São Paulo time. */
export function formatProva(iso: string): { dia: string; hora: string } {
  const { day, time } = provaFormats();
  const date = new Date(iso);
  return { dia: day.format(date), hora: time.format(date) };
}
