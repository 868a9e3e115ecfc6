import { describe, expect, it } from 'vitest';
import {
  adminDaysLeftLabel,
  bannerState,
  daysLeft,
  daysLeftLabel,
  daysLeftTone,
  isSubscriptionActive,
  shouldOfferRenewal,
} from './subscription.js';

const now = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, 15:30 local
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);

describe('daysLeft', () => {
  it('counts calendar days to the expiry day', () => {
    expect(daysLeft(at(21, 23), now)).toBe(0);
    expect(daysLeft(at(22, 0), now)).toBe(1);
    expect(daysLeft(at(22, 0), now)).toBe(1);
    expect(daysLeft(at(28), now)).toBe(7);
    expect(daysLeft(at(20), now)).toBe(-1);
    expect(daysLeft(new Date(2027, 4, 20), now)).toBe(180);
  });
  it('counts an expiry earlier today as over, as the server does', () => {
    expect(daysLeft(at(21, 1), now)).toBe(-1);
    expect(daysLeft(now, now)).toBe(-1);
    expect(isSubscriptionActive(at(21, 1), now)).toBe(false);
    expect(daysLeft(new Date(now.getTime() + 1000), now)).toBe(0);
    expect(isSubscriptionActive(new Date(now.getTime() + 1000), now)).toBe(true);
  });
  it('is null without a (valid) date and accepts ISO strings', () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft(undefined, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
    expect(daysLeft(at(23).toISOString(), now)).toBe(2);
  });
});

describe('labels and tones', () => {
  it.each([
    [null, 'Sem assinatura', '-', 'red', true, 'inactive'],
    [-3, 'Expirada', 'Expirado', 'red', true, 'inactive'],
    [0, 'Expira hoje', 'Expira hoje', 'red', true, 'last-day'],
    [1, '1 dia restante', '1 dia', 'yellow', true, 'expiring'],
    [7, '7 dias restantes', '7 dias', 'yellow', true, 'expiring'],
    [8, '8 dias restantes', '8 dias', 'green', false, 'hidden'],
    [180, '180 dias restantes', '180 dias', 'green', false, 'hidden'],
  ] as const)('%s days → %s / %s / %s', (dias, label, admin, tone, renew, banner) => {
    expect(daysLeftLabel(dias)).toBe(label);
    expect(adminDaysLeftLabel(dias)).toBe(admin);
    expect(daysLeftTone(dias)).toBe(tone);
    expect(shouldOfferRenewal(dias)).toBe(renew);
    expect(bannerState(dias)).toBe(banner);
  });
});

describe('isSubscriptionActive', () => {
  it('is active only while the expiry instant is in the future', () => {
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(isSubscriptionActive(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(isSubscriptionActive(new Date(now.getTime() - 1000), now)).toBe(false);
    expect(isSubscriptionActive(now, now)).toBe(false);
  });
});
