// pt-BR formatting of numbers and dates, shared by every screen.
//
// Written by hand rather than with Intl: a page's first use of Intl makes the browser load its locale
// data, 40–90 ms of main thread on this project's test machine before any 4x mobile slowdown, which
// Lighthouse counted as a long task on every page that formatted a number or a date before its first
// paint (docs/decisions/0025). format.test.ts checks each function against Intl's pt-BR output. Only
// the formats that need a time zone other than the device's (provas, in São Paulo) still use Intl.

import { groupThousands } from '../../shared/rules/numbers';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The whole and fraction digits of `abs` (≥ 0) rounded to `maxFraction` decimals, half away from zero,
 * on its shortest decimal form, as Intl does (9706.05 → "9706.1", where toFixed, working on the exact
 * binary value 9706.0499…, gives "9706.0"). For values under 1e21 (String's plain form).
 */
function roundDecimal(abs: number, maxFraction: number): [string, string] {
  // Below 1e-6 String() switches to exponent form; such values only matter past six decimals.
  const text = abs !== 0 && abs < 1e-6 ? abs.toFixed(20) : String(abs);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxFraction) return [whole, fraction];
  const kept = whole + fraction.slice(0, maxFraction);
  if (fraction.charAt(maxFraction) < '5') return [whole, fraction.slice(0, maxFraction)];
  // Add one unit in the last kept place, carrying through the nines.
  const digits = kept.split('').map(Number);
  let i = digits.length - 1;
  for (; i >= 0 && digits[i] === 9; i--) digits[i] = 0;
  if (i >= 0) digits[i]! += 1;
  const rounded = (i < 0 ? '1' : '') + digits.join('');
  const wholeLength = rounded.length - maxFraction;
  return [rounded.slice(0, wholeLength), rounded.slice(wholeLength)];
}

/**
 * `value` in pt-BR with at least `minFraction` and at most `maxFraction` decimals, rounded half away
 * from zero as Intl does: "7,5", "6,67", "1.234,00".
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  const [whole, decimals] = roundDecimal(Math.abs(value), maxFraction);
  let fraction = decimals.padEnd(minFraction, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  // As Intl: a negative value keeps its sign even when it rounds to zero ("-0").
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
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

/** The day `date` falls on in the device's time zone: "05/03/2025". */
export function formatDate(date: Date): string {
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
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

/** "05/03/2025, 14:30" in the device's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
