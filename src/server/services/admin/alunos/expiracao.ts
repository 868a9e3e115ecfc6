import { TZDate } from '@date-fns/tz';
import { ALUNOS_TIME_ZONE, saoPauloDay } from '../../../../shared/schemas/admin-alunos.js';

/**
 * The admin gives the subscription's last day as a São Paulo calendar day; it is stored as the last
 * instant of that day there, so the student keeps access through the whole day wherever the server runs.
 */
export function expiracaoFromDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 23, 59, 59, 999, ALUNOS_TIME_ZONE).getTime());
}

/**
 * The instant to store for the day the form sent. A day equal to the current expiry's day keeps the
 * current instant (a payment's expiry falls at any hour; saving the form unchanged must not move it).
 */
export function expiracaoFor(day: string | null, current: Date | null): Date | null {
  if (day === null) return null;
  if (current && saoPauloDay(current) === day) return current;
  return expiracaoFromDay(day);
}
