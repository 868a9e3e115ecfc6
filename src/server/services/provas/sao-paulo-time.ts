import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { PROVAS_TIME_ZONE } from '../../../shared/rules/provas.js';

const inSaoPaulo = tz(PROVAS_TIME_ZONE);

/**
 * The instant of a wall-clock day and time in America/Sao_Paulo (`data` YYYY-MM-DD, `hora` HH:MM, both
 * already validated). Past dates follow the daylight-saving rules of their time; a time that did not exist
 * (the hour skipped when daylight saving began, until 2019) moves forward to the first one that did.
 */
export function saoPauloToInstant(data: string, hora: string): Date {
  const [year, month, day] = data.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hora.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, PROVAS_TIME_ZONE).getTime());
}

/** The São Paulo wall-clock day (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function instantToSaoPaulo(instant: Date): { data: string; hora: string } {
  return {
    data: format(instant, 'yyyy-MM-dd', { in: inSaoPaulo }),
    hora: format(instant, 'HH:mm', { in: inSaoPaulo }),
  };
}
