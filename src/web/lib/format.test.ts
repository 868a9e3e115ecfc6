import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateOf,
  formatDateTime,
  formatDecimal,
  formatMedia,
  formatNota,
} from './format';

// The hand-written formats must read exactly as Intl's pt-BR ones (Node carries full ICU).
const intlNumber = (min: number, max: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max });
const intlDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const intlDateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Grades, averages, counts and money-sized values, with the awkward halves (x,xx5) among them. */
const amount = fc.oneof(
  fc.double({ min: 0, max: 1e9, noNaN: true }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => -n / 100),
);
const digits = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
const instant = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('pt-BR formats without Intl', () => {
  it('write numbers as Intl does: thousands with ".", decimals with ",", halves away from zero', () => {
    fc.assert(
      fc.property(amount, digits, (value, [min = 0, max = 0]) => {
        expect(formatDecimal(value, min, max)).toBe(intlNumber(min, max).format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('write the app’s numbers', () => {
    expect(formatNota(7.5)).toBe('7,5');
    expect(formatNota(6.666)).toBe('6,67');
    expect(formatNota(10)).toBe('10,0');
    expect(formatAverage(7.25)).toBe('7,3');
    expect(formatAverage(null)).toBe('-');
    expect(formatMedia(7.5)).toBe('7,50');
    expect(formatCount(20001)).toBe('20.001');
    expect(formatCount(999)).toBe('999');
    expect(formatDecimal(1234567.891, 0, 2)).toBe('1.234.567,89');
  });

  it('write days and times as Intl does, in the device’s time zone', () => {
    fc.assert(
      fc.property(instant, (date) => {
        expect(formatDate(date)).toBe(intlDate.format(date));
        expect(formatDateOf(date.toISOString())).toBe(intlDate.format(date));
        expect(formatDateTime(date.toISOString())).toBe(intlDateTime.format(date));
      }),
      { numRuns: 1000 },
    );
  });

  it('read a calendar day as that day, not as midnight UTC', () => {
    expect(formatCalendarDay('2025-03-05')).toBe('05/03/2025');
    expect(formatCalendarDay('2024-12-31')).toBe('31/12/2024');
    expect(formatDateTime('2025-03-05T14:30:00')).toBe('05/03/2025, 14:30');
  });
});
