// How invoices move a subscription's expiry (docs/decisions/0013-eduzz-webhook.md). Pure, so the
// renewal chains and refunds are tested without a database.

const DAY_MS = 24 * 60 * 60 * 1000;

function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** A paid invoice adds its days from the later of now and the current expiry (a renewal stacks). */
export function extendExpiry(current: Date | null, dias: number, now: Date): Date {
  const from = later(current, now)!;
  return new Date(from.getTime() + dias * DAY_MS);
}

/** The expiry the given paid invoices give on their own, each starting when paid or when the one before ends. */
export function expiryFromInvoices(invoices: ReadonlyArray<{ pagoEm: Date; dias: number }>): Date | null {
  let expiry: Date | null = null;
  const ordered = [...invoices].sort((a, b) => a.pagoEm.getTime() - b.pagoEm.getTime());
  for (const invoice of ordered) expiry = extendExpiry(expiry, invoice.dias, invoice.pagoEm);
  return expiry;
}

/**
 * The expiry once a refunded (or charged-back) invoice's days are taken back: its days come off the
 * current expiry, but never below what the invoices still valid give on their own, so a refund of an
 * old invoice does not eat a later purchase made after a lapse. Days granted by hand (an admin, the
 * seed) stay, since they are in `current` and no invoice accounts for them.
 */
export function revokeExpiry(
  current: Date | null,
  dias: number,
  stillValid: ReadonlyArray<{ pagoEm: Date; dias: number }>,
): Date | null {
  const withoutDays = current ? new Date(current.getTime() - dias * DAY_MS) : null;
  return later(withoutDays, expiryFromInvoices(stillValid));
}
