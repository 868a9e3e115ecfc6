import { describe, expect, it } from 'vitest';
import { expiryFromInvoices, extendExpiry, revokeExpiry } from './expiry.js';

const DAY = 24 * 3600 * 1000;
const t0 = new Date('2025-01-10T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

describe('extendExpiry', () => {
  it('adds the days from now without a subscription or after it lapsed', () => {
    expect(extendExpiry(null, 180, t0)).toEqual(at(180));
    expect(extendExpiry(at(-30), 180, t0)).toEqual(at(180));
  });

  it('stacks on an expiry still in the future', () => {
    expect(extendExpiry(at(10), 365, t0)).toEqual(at(375));
  });
});

describe('expiryFromInvoices', () => {
  it('chains renewals and restarts after a lapse, whatever order they are given in', () => {
    const renewal = [
      { pagoEm: at(170), dias: 180 },
      { pagoEm: at(0), dias: 180 },
    ];
    expect(expiryFromInvoices(renewal)).toEqual(at(360));
    expect(expiryFromInvoices([...renewal, { pagoEm: at(500), dias: 365 }])).toEqual(at(865));
    expect(expiryFromInvoices([])).toBeNull();
  });
});

describe('revokeExpiry', () => {
  it('takes the invoice’s days back off the current expiry', () => {
    expect(revokeExpiry(at(180), 180, [])).toEqual(at(0));
  });

  it('keeps days granted by hand (not from an invoice)', () => {
    // 50 days by hand, then an invoice of 180 stacked on them.
    expect(revokeExpiry(at(230), 180, [])).toEqual(at(50));
  });

  it('never goes below what the remaining invoices give: refunding an old one leaves a purchase after a lapse', () => {
    // A paid at 0 (→180), lapsed, B paid at 300 (→480). Refunding A must leave B's 480.
    expect(revokeExpiry(at(480), 180, [{ pagoEm: at(300), dias: 180 }])).toEqual(at(480));
  });

  it('refunding the first of a renewal chain leaves the renewal from when it was paid', () => {
    // A paid at 0 (→180), B renewed at 170 (→360). Without A, B alone runs 170 → 350.
    expect(revokeExpiry(at(360), 180, [{ pagoEm: at(170), dias: 180 }])).toEqual(at(350));
    // Refunding the renewal B instead leaves A's 180.
    expect(revokeExpiry(at(360), 180, [{ pagoEm: at(0), dias: 180 }])).toEqual(at(180));
  });

  it('without a current expiry, only the remaining invoices count', () => {
    expect(revokeExpiry(null, 180, [])).toBeNull();
    expect(revokeExpiry(null, 180, [{ pagoEm: at(0), dias: 30 }])).toEqual(at(30));
  });
});
