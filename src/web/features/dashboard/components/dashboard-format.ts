// Formatting and colours used by several dashboard cards.
import type { GradeTone } from '../../../../shared/rules/simulado';

/** Grade colours of SPEC §9 (≥7 green, ≥5 yellow, below red), readable in both themes. */
export const gradeText: Record<GradeTone, string> = {
  green: 'text-emerald-600 dark:text-emerald-400',
  yellow: 'text-amber-600 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};

const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A nota's day ('2025-03-05' → '05/03/2025'), read as a calendar day, not as midnight UTC. */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return dayFormat.format(new Date(y!, m! - 1, d));
}

/** An expiry instant as the day it falls on for the student ('12/09/2025'). */
export function formatExpiry(iso: string): string {
  return dayFormat.format(new Date(iso));
}

// Provas are wall-clock times in São Paulo (issue 6 §4), whatever the device's own zone.
const provaDay = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const provaTime = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** A prova's instant as 'qua., 12/03/2025' and '14:00' in São Paulo time. */
export function formatProva(iso: string): { dia: string; hora: string } {
  const date = new Date(iso);
  return { dia: provaDay.format(date), hora: provaTime.format(date) };
}
