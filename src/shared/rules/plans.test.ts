import { describe, expect, it } from 'vitest';
import {
  checkoutUrl,
  currentPriceCentavos,
  discountPercent,
  findPlan,
  formatReais,
  PLAN_BENEFITS,
  PLANS,
  promoClock,
  promoValidUntil,
  savingsCentavos,
} from './plans';

const semestral = findPlan('7YIYRGIHIV')!;
const anual = findPlan('E49E9VC83J')!;

describe('plans (SPEC §9)', () => {
  it('has the two plans with their checkout codes, days and prices', () => {
    expect(PLANS.map((p) => [p.nome, p.id, p.dias, p.precoOriginalCentavos, p.precoPromocionalCentavos])).toEqual([
      ['Bizu Semestral', '7YIYRGIHIV', 180, 7990, 5990],
      ['Bizu Anual', 'E49E9VC83J', 365, 11990, 9990],
    ]);
    expect(findPlan('NOPE')).toBeUndefined();
  });

  it('lists the five benefits both plans share', () => {
    expect(PLAN_BENEFITS).toHaveLength(5);
    expect(PLAN_BENEFITS).toContain('Ranking por edital');
  });

  it('rounds the discount percent: 25.03% → 25, 16.68% → 17', () => {
    expect(discountPercent(semestral)).toBe(25);
    expect(discountPercent(anual)).toBe(17);
  });

  it('saves the difference between the prices', () => {
    expect(savingsCentavos(semestral)).toBe(2000);
    expect(savingsCentavos(anual)).toBe(2000);
  });

  it('charges the promotional price only while the promotion runs', () => {
    expect(currentPriceCentavos(semestral, true)).toBe(5990);
    expect(currentPriceCentavos(semestral, false)).toBe(7990);
    expect(currentPriceCentavos(anual, false)).toBe(11990);
  });

  it('formats prices the Brazilian way', () => {
    expect(formatReais(5990)).toBe('R$ 59,90');
    expect(formatReais(11990)).toBe('R$ 119,90');
    expect(formatReais(2000)).toBe('R$ 20,00');
    expect(formatReais(123456)).toBe('R$ 1.234,56');
  });

  it('puts the plan code into the checkout template, every time it appears', () => {
    expect(checkoutUrl('https://chk.eduzz.com/{planId}', '7YIYRGIHIV')).toBe('https://chk.eduzz.com/7YIYRGIHIV');
    expect(checkoutUrl('https://pay.example.com/c?p={planId}&ref={planId}', 'E49E9VC83J')).toBe(
      'https://pay.example.com/c?p=E49E9VC83J&ref=E49E9VC83J',
    );
  });
});

describe('promotion clock', () => {
  const end = '2025-07-01T23:59:59-03:00';

  it('runs until the end instant and splits what is left into days, hours, minutes and seconds', () => {
    const now = new Date('2025-06-29T21:58:57-03:00');
    expect(promoClock(end, now)).toEqual({ active: true, remaining: { days: 2, hours: 2, minutes: 1, seconds: 2 } });
  });

  it('is still active one second before the end and over at the end', () => {
    expect(promoClock(end, new Date('2025-07-01T23:59:58-03:00'))).toEqual({
      active: true,
      remaining: { days: 0, hours: 0, minutes: 0, seconds: 1 },
    });
    expect(promoClock(end, new Date('2025-07-01T23:59:59-03:00')).active).toBe(false);
    expect(promoClock(new Date(end), new Date('2026-01-01T00:00:00Z'))).toEqual({
      active: false,
      remaining: { days: 0, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('is over for an unreadable end date', () => {
    expect(promoClock('not a date', new Date()).active).toBe(false);
  });

  it('names the last day on Brasília’s calendar, whatever the clock of the machine', () => {
    expect(promoValidUntil('2025-07-12T23:59:59-03:00')).toBe('Oferta válida até 12/07/2025');
    // 01:00 UTC on the 2nd is still the evening of the 1st in São Paulo.
    expect(promoValidUntil(new Date('2025-07-02T01:00:00Z'))).toBe('Oferta válida até 01/07/2025');
  });
});
