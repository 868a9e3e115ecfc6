import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('pt-BR numbers', () => {
  it('write the app’s grades, averages and counts', () => {
    expect(formatNota(7.5)).toBe('7,5');
    expect(formatNota(6.666)).toBe('6,67');
    expect(formatNota(10)).toBe('10,0');
    expect(formatNota(0)).toBe('0,0');
    expect(formatAverage(7.25)).toBe('7,3');
    expect(formatAverage(7)).toBe('7,0');
    expect(formatAverage(null)).toBe('-');
    expect(formatMedia(7.5)).toBe('7,50');
    expect(formatMedia(10)).toBe('10,00');
    expect(formatCount(20001)).toBe('20.001');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_234_567_890)).toBe('1.234.567.890');
  });

  it('group thousands with "." and write decimals with ",", between the digits asked for', () => {
    expect(formatDecimal(1234567.891, 0, 2)).toBe('1.234.567,89');
    expect(formatDecimal(1234, 2, 2)).toBe('1.234,00');
    expect(formatDecimal(1.5, 0, 3)).toBe('1,5');
    expect(formatDecimal(2, 0, 3)).toBe('2');
    expect(formatDecimal(-1234.5, 2, 2)).toBe('-1.234,50');
  });

  it('round halves away from zero, on the number as written', () => {
    expect(formatDecimal(9706.05, 1, 1)).toBe('9.706,1');
    expect(formatDecimal(1.005, 2, 2)).toBe('1,01');
    expect(formatDecimal(2.5, 0, 0)).toBe('3');
    expect(formatDecimal(-2.5, 0, 0)).toBe('-3');
    expect(formatDecimal(999.995, 2, 2)).toBe('1.000,00');
    expect(formatNota(6.665)).toBe('6,67');
    expect(formatAverage(7.25)).toBe('7,3');
    expect(formatAverage(7.249)).toBe('7,2');
    // A negative value keeps its sign when it rounds to zero.
    expect(formatDecimal(-0.001, 0, 2)).toBe('-0');
  });

  it('use only digits, "." and "," (no spaces of any kind) and the minus sign', () => {
    for (const text of [formatCount(1_234_567), formatNota(8.25), formatMedia(10), formatDecimal(-12345.6, 1, 1)]) {
      expect(text).toMatch(/^-?[\d.]+(,\d+)?$/);
    }
  });
});

describe('days and times in the device’s time zone', () => {
  // Instants built from the device's own clock, so each test holds in any time zone.
  const lateEvening = new Date(2025, 8, 12, 23, 59);
  const afterMidnight = new Date(2025, 2, 5, 0, 7);

  it('write the day as dd/mm/yyyy', () => {
    expect(formatDate(new Date(2025, 2, 5, 12))).toBe('05/03/2025');
    expect(formatDate(new Date(2024, 11, 31, 12))).toBe('31/12/2024');
    expect(formatDateOf(lateEvening.toISOString())).toBe('12/09/2025');
    expect(formatDateOf(afterMidnight.toISOString())).toBe('05/03/2025');
  });

  it('write a moment as "dd/mm/yyyy, hh:mm" on a 24-hour clock', () => {
    expect(formatDateTime('2025-03-05T14:30:00')).toBe('05/03/2025, 14:30');
    expect(formatDateTime(afterMidnight.toISOString())).toBe('05/03/2025, 00:07');
    expect(formatDateTime(lateEvening.toISOString())).toBe('12/09/2025, 23:59');
  });

  it('read a calendar day as that day, not as midnight UTC', () => {
    expect(formatCalendarDay('2025-03-05')).toBe('05/03/2025');
    expect(formatCalendarDay('2024-12-31')).toBe('31/12/2024');
    expect(formatCalendarDay('2026-01-01')).toBe('01/01/2026');
  });
});

describe('the formats are built at first use', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('builds no Intl object when the module loads, and each format once', async () => {
    vi.resetModules();
    const { NumberFormat, DateTimeFormat } = Intl;
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat);
    const fresh = await import('./format');
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();

    expect(fresh.formatNota(7.5)).toBe('7,5');
    expect(fresh.formatNota(8)).toBe('8,0');
    expect(fresh.formatCount(1234)).toBe('1.234');
    expect(fresh.formatCount(5)).toBe('5');
    expect(numberFormats).toHaveBeenCalledTimes(2);

    expect(fresh.formatDateTime('2025-03-05T14:30:00')).toBe('05/03/2025, 14:30');
    expect(fresh.formatDateTime('2025-03-06T08:00:00')).toBe('06/03/2025, 08:00');
    expect(fresh.formatCalendarDay('2025-03-07')).toBe('07/03/2025');
    expect(dateFormats).toHaveBeenCalledTimes(2);
  });
});
