import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './dates.js';

describe('isCalendarDay', () => {
  it.each(['2025-03-10', '2024-02-29', '2028-02-29', '1900-01-01', '2999-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });
  it.each([
    '2025-02-29',
    '2025-02-30',
    '2027-02-29',
    '2025-13-01',
    '2025-00-10',
    '10/03/2025',
    '2025-3-10',
    '1899-12-31',
    '3000-01-01',
    '',
  ])('refuses %j', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});
