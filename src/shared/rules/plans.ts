// The subscription plans and the promotion clock (SPEC §2 /assinatura, §9). Prices are in centavos so
// no sum or difference ever carries a floating-point remainder.

import { atFirstUse } from './at-first-use.js';

export interface Plan {
  /** The Eduzz checkout code: the checkout link is https://chk.eduzz.com/{id}. */
  id: string;
  nome: string;
  dias: number;
  precoOriginalCentavos: number;
  precoPromocionalCentavos: number;
}

export const PLANS: readonly Plan[] = [
  { id: '7YIYRGIHIV', nome: 'Bizu Semestral', dias: 180, precoOriginalCentavos: 7990, precoPromocionalCentavos: 5990 },
  { id: 'E49E9VC83J', nome: 'Bizu Anual', dias: 365, precoOriginalCentavos: 11990, precoPromocionalCentavos: 9990 },
];

/** SPEC §9: the same benefits for both plans. */
export const PLAN_BENEFITS: readonly string[] = [
  'Acesso a todos os simulados',
  'Análise de desempenho',
  'Histórico de simulados',
  'Ranking por edital',
  'Suporte prioritário',
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Percent off the original price, rounded to a whole number (SPEC §9): 79,90 → 59,90 is 25%. */
export function discountPercent(plan: Plan): number {
  return Math.round(((plan.precoOriginalCentavos - plan.precoPromocionalCentavos) / plan.precoOriginalCentavos) * 100);
}

/** What the promotion saves, in centavos. */
export function savingsCentavos(plan: Plan): number {
  return plan.precoOriginalCentavos - plan.precoPromocionalCentavos;
}

/** The price charged now: the promotional one while the promotion runs, the original otherwise. */
export function currentPriceCentavos(plan: Plan, promoActive: boolean): number {
  return promoActive ? plan.precoPromocionalCentavos : plan.precoOriginalCentavos;
}

const reais = atFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** "R$ 59,90" (with a plain space, so the spec's 'Assinar por R$ x' reads the same everywhere). */
export function formatReais(centavos: number): string {
  return `R$ ${reais().format(centavos / 100)}`;
}

/** The checkout address for a plan: `{planId}` in the configured template becomes the plan's code. */
export function checkoutUrl(template: string, planId: string): string {
  return template.split('{planId}').join(encodeURIComponent(planId));
}

const brazilDate = atFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** The promotion's last day as the note says it ('Oferta válida até 12/07/2025'), on Brasília's calendar. */
export function promoValidUntil(endsAt: Date | string): string {
  return `Oferta válida até ${brazilDate().format(typeof endsAt === 'string' ? new Date(endsAt) : endsAt)}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface PromoClock {
  active: boolean;
  /** Time left until the end, whole units; all zero once it has ended. */
  remaining: CountdownParts;
}

/** The promotion runs until its end instant (inclusive of the last second before it). */
export function promoClock(endsAt: Date | string, now: Date = new Date()): PromoClock {
  const end = typeof endsAt === 'string' ? new Date(endsAt) : endsAt;
  const left = end.getTime() - now.getTime();
  if (!(left > 0)) return { active: false, remaining: { days: 0, hours: 0, minutes: 0, seconds: 0 } };
  const totalSeconds = Math.floor(left / 1000);
  return {
    active: true,
    remaining: {
      days: Math.floor(totalSeconds / 86_400),
      hours: Math.floor((totalSeconds % 86_400) / 3600),
      minutes: Math.floor((totalSeconds % 3600) / 60),
      seconds: totalSeconds % 60,
    },
  };
}
