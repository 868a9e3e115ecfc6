import { describe, expect, it } from 'vitest';
import { isHora } from '../schemas/provas.js';
import { daysUntil, daysUntilLabel, groupByMonth, monthLabel, saoPauloDay, splitByNow } from './provas.js';

const prova = (id: number, inicio: string) => ({ id, inicio });

describe('monthLabel', () => {
  it.each([
    ['2026-01', 'Janeiro de 2026'],
    ['2026-03', 'Março de 2026'],
    ['2026-03-10', 'Março de 2026'],
    ['2025-12', 'Dezembro de 2025'],
  ])('%s → %s', (key, label) => {
    expect(monthLabel(key)).toBe(label);
  });

  it('refuses what is not a month', () => {
    expect(() => monthLabel('2026-13')).toThrow();
    expect(() => monthLabel('março')).toThrow();
  });
});

describe('saoPauloDay', () => {
  it('gives the day in São Paulo, not in UTC', () => {
    // 01:30 UTC on 1 April is 22:30 on 31 March in São Paulo (UTC-3).
    expect(saoPauloDay('2026-04-01T01:30:00.000Z')).toBe('2026-03-31');
    expect(saoPauloDay('2026-04-01T03:00:00.000Z')).toBe('2026-04-01');
  });

  it('follows the old daylight-saving rule for past dates', () => {
    // January 2018 was UTC-2 in São Paulo: 01:30 UTC is 23:30 the day before, 02:00 UTC already the next day.
    expect(saoPauloDay('2018-01-15T01:30:00Z')).toBe('2018-01-14');
    expect(saoPauloDay('2018-01-15T02:00:00Z')).toBe('2018-01-15');
  });
});

describe('groupByMonth', () => {
  it('groups by São Paulo month in the order given, labelled "Mês de Ano"', () => {
    const provas = [
      prova(1, '2026-03-10T17:30:00.000Z'),
      prova(2, '2026-04-01T01:30:00.000Z'), // still 31 March in São Paulo
      prova(3, '2026-04-02T12:00:00.000Z'),
      prova(4, '2027-01-05T12:00:00.000Z'),
    ];
    const groups = groupByMonth(provas);
    expect(groups.map((g) => [g.key, g.label, g.provas.map((p) => p.id)])).toEqual([
      ['2026-03', 'Março de 2026', [1, 2]],
      ['2026-04', 'Abril de 2026', [3]],
      ['2027-01', 'Janeiro de 2027', [4]],
    ]);
  });

  it('keeps a newest-first order too, and is empty for no provas', () => {
    const groups = groupByMonth([prova(2, '2026-05-02T12:00:00Z'), prova(1, '2026-04-30T12:00:00Z')]);
    expect(groups.map((g) => g.label)).toEqual(['Maio de 2026', 'Abril de 2026']);
    expect(groupByMonth([])).toEqual([]);
  });
});

describe('splitByNow', () => {
  const now = new Date('2026-03-10T17:30:00.000Z');

  it('puts provas from now on first (soonest first) and past ones apart (most recent first)', () => {
    const { proximas, passadas } = splitByNow(
      [
        prova(1, '2026-01-01T12:00:00Z'),
        prova(2, '2026-03-10T17:30:00.000Z'), // starts right now: still upcoming
        prova(3, '2026-03-10T17:29:59.000Z'),
        prova(4, '2026-06-01T12:00:00Z'),
        prova(5, '2026-04-01T12:00:00Z'),
      ],
      now,
    );
    expect(proximas.map((p) => p.id)).toEqual([2, 5, 4]);
    expect(passadas.map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('daysUntil and its label', () => {
  const now = new Date('2026-03-10T23:00:00-03:00'); // 23:00 on 10 March in São Paulo

  it('counts São Paulo calendar days', () => {
    expect(daysUntil('2026-03-10T23:30:00-03:00', now)).toBe(0);
    expect(daysUntil('2026-03-11T00:10:00-03:00', now)).toBe(1);
    expect(daysUntil('2026-03-20T09:00:00-03:00', now)).toBe(10);
    expect(daysUntil('2026-03-09T09:00:00-03:00', now)).toBe(-1);
  });

  it.each([
    [0, 'Hoje'],
    [1, 'Amanhã'],
    [12, 'Em 12 dias'],
    [-1, null],
  ])('%i → %s', (dias, label) => {
    expect(daysUntilLabel(dias)).toBe(label);
  });
});

// The date field's rule is isCalendarDay (rules/dates.test.ts).
describe('time of the form', () => {
  it.each(['00:00', '14:30', '23:59'])('%s is a time', (v) => {
    expect(isHora(v)).toBe(true);
  });
  it.each(['24:00', '14:60', '9:30', '14h30', '14:30:00', ''])('%j is not a time', (v) => {
    expect(isHora(v)).toBe(false);
  });
});
