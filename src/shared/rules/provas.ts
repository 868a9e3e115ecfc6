// Calendário de Provas: months and days as the student lives them, in America/Sao_Paulo, whatever the
// time zone of the device or the server (a prova at 22:30 on 31 March is in March, even read abroad).

import { atFirstUse } from './at-first-use.js';

export const PROVAS_TIME_ZONE = 'America/Sao_Paulo';

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

const dayFormat = atFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: PROVAS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The São Paulo calendar day of an instant (now, when not given), YYYY-MM-DD. */
export function saoPauloDay(instant: Date | string = new Date()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'Março de 2026' for a month key '2026-03' (or any YYYY-MM-DD in it). */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  const nome = MESES[Number(month) - 1];
  if (!year || !nome) throw new Error(`not a month: ${key}`);
  return `${nome} de ${year}`;
}

export interface MonthGroup<T> {
  /** YYYY-MM, in São Paulo. */
  key: string;
  /** 'Mês de Ano' (SPEC §2 /calendario). */
  label: string;
  provas: T[];
}

/**
 * Groups provas by their São Paulo month, keeping the order they come in (the caller sorts them):
 * one group per month, in order of first appearance.
 */
export function groupByMonth<T extends { inicio: string }>(provas: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, MonthGroup<T>>();
  for (const prova of provas) {
    const key = saoPauloDay(prova.inicio).slice(0, 7);
    let group = groups.get(key);
    if (!group) {
      group = { key, label: monthLabel(key), provas: [] };
      groups.set(key, group);
    }
    group.provas.push(prova);
  }
  return [...groups.values()];
}

/**
 * Upcoming provas (starting now or later, soonest first) apart from past ones (most recent first),
 * the same line the dashboard draws for 'próximas provas'.
 */
export function splitByNow<T extends { inicio: string }>(
  provas: readonly T[],
  now: Date = new Date(),
): { proximas: T[]; passadas: T[] } {
  const at = (p: T) => new Date(p.inicio).getTime();
  const proximas = provas.filter((p) => at(p) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const passadas = provas.filter((p) => at(p) < now.getTime()).sort((a, b) => at(b) - at(a));
  return { proximas, passadas };
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Whole São Paulo calendar days from `now` to the prova (0 = today, 1 = tomorrow, negative = past). */
export function daysUntil(inicio: string, now: Date = new Date()): number {
  const toUtcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((toUtcMidnight(saoPauloDay(inicio)) - toUtcMidnight(saoPauloDay(now))) / MS_PER_DAY);
}

/** 'Hoje', 'Amanhã', 'Em N dias' for an upcoming prova; null for a past day. */
export function daysUntilLabel(dias: number): string | null {
  if (dias < 0) return null;
  if (dias === 0) return 'Hoje';
  if (dias === 1) return 'Amanhã';
  return `Em ${dias} dias`;
}
