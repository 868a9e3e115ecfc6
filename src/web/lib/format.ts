// pt-BR formatting of numbers and dates, shared by every screen: Intl's pt-BR formats, each built the
// first time a screen formats with it and then kept, never when a module loads (a page's first Intl
// object loads the browser's locale data, docs/decisions/0028 and 0039). Days and times are the
// device's; the provas' São Paulo times have their own formats (features/calendario, dashboard).

import { atFirstUse } from '../../shared/rules/at-first-use';

/** One NumberFormat per pair of fraction digits asked for, built at its first use. */
const decimalFormats = new Map<string, Intl.NumberFormat>();

function decimalFormat(minFraction: number, maxFraction: number): Intl.NumberFormat {
  const key = `${minFraction}:${maxFraction}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    decimalFormats.set(key, format);
  }
  return format;
}

/**
 * `value` in pt-BR with at least `minFraction` and at most `maxFraction` decimals, halves rounded away
 * from zero: "7,5", "6,67", "1.234,00".
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  return decimalFormat(minFraction, maxFraction).format(value);
}

/** A count: "1.234". */
export function formatCount(n: number): string {
  return formatDecimal(n, 0, 0);
}

/** A simulado grade: "7,5", "6,67", "10,0". */
export function formatNota(nota: number): string {
  return formatDecimal(nota, 1, 2);
}

/** An average kept to one decimal ("7,3"); "-" when there is none. */
export function formatAverage(value: number | null): string {
  return value === null ? '-' : formatDecimal(value, 1, 1);
}

/** A ranking average, always 2 decimals: "7,50". */
export function formatMedia(media: number): string {
  return formatDecimal(media, 2, 2);
}

const dayFormat = atFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const timeFormat = atFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** The day `date` falls on in the device's time zone: "05/03/2025". */
export function formatDate(date: Date): string {
  return dayFormat().format(date);
}

/** An instant as the day it falls on for the student ("12/09/2025"). */
export function formatDateOf(iso: string): string {
  return formatDate(new Date(iso));
}

/** A calendar day ('2025-03-05' → '05/03/2025'), read as that day, not as midnight UTC. */
export function formatCalendarDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return formatDate(new Date(y!, m! - 1, d));
}

/**
 * "05/03/2025, 14:30" in the device's time zone: the day and the time formats joined here, so the text
 * does not depend on how a browser's locale data joins a date and a time.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)}, ${timeFormat().format(date)}`;
}
