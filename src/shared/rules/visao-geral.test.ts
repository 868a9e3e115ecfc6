import { describe, expect, it } from 'vitest';
import { addMonths, bucketStarts, periodoInicio, weekStart } from './visao-geral.js';

describe('the overview calendar', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2025-06-02')).toBe('2025-06-02'); // a Monday
    expect(weekStart('2025-06-08')).toBe('2025-06-02'); // the Sunday after
    expect(weekStart('2025-01-01')).toBe('2024-12-30');
  });

  it('counts months across years', () => {
    expect(addMonths('2025-03-15', -11)).toBe('2024-04-01');
    expect(addMonths('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('gives 30 days or 12 months, every bucket included', () => {
    expect(periodoInicio('30d', '2025-03-01')).toBe('2025-01-31');
    expect(periodoInicio('12m', '2025-03-01')).toBe('2024-04-01');
    expect(bucketStarts('2025-01-31', '2025-03-01', 'dia')).toHaveLength(30);
    expect(bucketStarts('2024-04-01', '2025-03-01', 'mes')).toHaveLength(12);
    expect(bucketStarts('2025-06-04', '2025-06-16', 'semana')).toEqual(['2025-06-02', '2025-06-09', '2025-06-16']);
  });
});
