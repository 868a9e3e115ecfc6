// Days left, their labels and colours (SPEC §2 /perfil, §4 banner, §9). Dates are compared by
// calendar day in the user's local time, so "Expira hoje" means the expiry falls on today and has not
// passed yet: an expiry earlier today is already over (docs/decisions/0036).

const MS_PER_DAY = 24 * 60 * 60 * 1000;
export const RENEW_THRESHOLD_DAYS = 7;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * Whole days from today until the expiry day; null without a subscription; negative once expired. An
 * expiry earlier today counts as -1: the subscription is over (isSubscriptionActive, the server's rule),
 * so no screen says 'Expira hoje' or offers the last day to a student who no longer has it. 0 is the last
 * day of a subscription still running. The admin's 'Dias Restantes' reads the same (admin-alunos.ts).
 */
export function daysLeft(dataExpiracao: Date | string | null | undefined, now = new Date()): number | null {
  if (dataExpiracao == null) return null;
  const expiry = typeof dataExpiracao === 'string' ? new Date(dataExpiracao) : dataExpiracao;
  if (Number.isNaN(expiry.getTime())) return null;
  const days = Math.round((startOfDay(expiry) - startOfDay(now)) / MS_PER_DAY);
  return days === 0 && expiry.getTime() <= now.getTime() ? -1 : days;
}

/** Active subscription: the expiry instant is in the future (the server uses the same rule). */
export function isSubscriptionActive(dataExpiracao: Date | string | null | undefined, now = new Date()): boolean {
  if (dataExpiracao == null) return false;
  const expiry = typeof dataExpiracao === 'string' ? new Date(dataExpiracao) : dataExpiracao;
  return expiry.getTime() > now.getTime();
}

/** /perfil labels: 'Sem assinatura', 'Expirada', 'Expira hoje', '1 dia restante', 'N dias restantes'. */
export function daysLeftLabel(dias: number | null): string {
  if (dias === null) return 'Sem assinatura';
  if (dias < 0) return 'Expirada';
  if (dias === 0) return 'Expira hoje';
  if (dias === 1) return '1 dia restante';
  return `${dias} dias restantes`;
}

/** Admin Alunos labels: 'Expirado', 'Expira hoje', '1 dia', 'N dias', '-'. */
export function adminDaysLeftLabel(dias: number | null): string {
  if (dias === null) return '-';
  if (dias < 0) return 'Expirado';
  if (dias === 0) return 'Expira hoje';
  if (dias === 1) return '1 dia';
  return `${dias} dias`;
}

export type DaysTone = 'green' | 'yellow' | 'red';

/** Green above 7 days, yellow from 1 to 7, red otherwise (none, today, expired). */
export function daysLeftTone(dias: number | null): DaysTone {
  if (dias !== null && dias > RENEW_THRESHOLD_DAYS) return 'green';
  if (dias !== null && dias >= 1) return 'yellow';
  return 'red';
}

/** 'Renovar Assinatura' shows when days are missing or 7 or fewer. */
export function shouldOfferRenewal(dias: number | null): boolean {
  return dias === null || dias <= RENEW_THRESHOLD_DAYS;
}

export type BannerState = 'hidden' | 'expiring' | 'last-day' | 'inactive';

/**
 * Subscription banner (SPEC §4, §8): hidden above 7 days; 'expiring' from 7 days to 1; 'last-day' on the
 * expiry day while the subscription still runs (red like 'inactive', but it says the subscription ends
 * today: SPEC's "at 0 or below" would tell a subscriber who still has access that they have none);
 * 'inactive' once expired or without a subscription (decision 0036).
 */
export function bannerState(dias: number | null): BannerState {
  if (dias === null || dias < 0) return 'inactive';
  if (dias === 0) return 'last-day';
  if (dias <= RENEW_THRESHOLD_DAYS) return 'expiring';
  return 'hidden';
}
