import { PLANS, type Plan } from '../../shared/rules/plans.js';
import type { AlunoSeed } from './content/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's past, so the admin overview (/admin) shows a business rather than one day: accounts made
 * over the last weeks, and the subscriptions bought through Eduzz that their expiry dates imply, plus
 * one refund. Pure: dates are counted back from `now`.
 */

/** Whole days before `now`, at noon UTC, so a date never lands on the São Paulo day next to it. */
export function diasAtras(now: Date, dias: number): Date {
  const d = new Date(now.getTime() - dias * DAY_MS);
  d.setUTCHours(15, 0, 0, 0);
  return d > now ? new Date(d.getTime() - DAY_MS) : d;
}

/**
 * How long ago the student signed up: a few days before their first grade and before the purchase that
 * gives them their subscription, spread over about ten weeks by their place in the list (deterministic,
 * so a seeded database looks the same on every machine).
 */
export function diasDesdeCadastro(p: AlunoSeed, indice: number): number {
  const primeiraNota = Math.max(0, ...p.notas.map((n) => n.diasAtras));
  const compra = compraDemo(p);
  const desdeCompra = compra ? compra.pagoHaDias : 0;
  // Two weeks at least: the demo refund (pagamentosDemo) was paid 12 days ago.
  return Math.max(primeiraNota, desdeCompra, 14) + 1 + ((indice * 5) % 60);
}

/** The plan whose days cover what is left of the student's subscription, and how long ago it was paid. */
export function compraDemo(p: AlunoSeed): { plano: Plan; pagoHaDias: number } | null {
  if (p.assinaturaDias === null || p.isAdmin) return null;
  const semestral = PLANS.find((plan) => plan.dias === 180)!;
  const anual = PLANS.find((plan) => plan.dias === 365)!;
  const plano = p.assinaturaDias <= semestral.dias ? semestral : anual;
  return { plano, pagoHaDias: plano.dias - p.assinaturaDias };
}

export interface PagamentoDemo {
  email: string;
  invoiceId: string;
  planoId: string;
  dias: number;
  valorCentavos: number;
  status: 'pago' | 'reembolsado';
  pagoEm: Date;
  canceladoEm: Date | null;
  aplicado: boolean;
}

/**
 * The Eduzz invoices of the demo: one paid invoice per subscriber (dated so its days end on their expiry),
 * and a refund — a student without a subscription who bought the semestral plan and asked for their
 * money back within the week (so it gives no days).
 */
export function pagamentosDemo(pessoas: readonly AlunoSeed[], now: Date): PagamentoDemo[] {
  const pagos = pessoas.flatMap((p, i) => {
    const compra = compraDemo(p);
    if (!compra) return [];
    return [
      {
        email: p.email.toLowerCase(),
        invoiceId: `demo-${i + 1}`,
        planoId: compra.plano.id,
        dias: compra.plano.dias,
        valorCentavos: compra.plano.precoPromocionalCentavos,
        status: 'pago' as const,
        pagoEm: diasAtras(now, compra.pagoHaDias),
        canceladoEm: null,
        aplicado: true,
      },
    ];
  });
  const semAssinatura = pessoas.findIndex((p) => p.assinaturaDias === null && !p.isAdmin && p.notas.length > 0);
  if (semAssinatura === -1) return pagos;
  const semestral = PLANS.find((plan) => plan.dias === 180)!;
  const reembolso: PagamentoDemo = {
    email: pessoas[semAssinatura]!.email.toLowerCase(),
    invoiceId: `demo-${semAssinatura + 1}`,
    planoId: semestral.id,
    dias: semestral.dias,
    valorCentavos: semestral.precoPromocionalCentavos,
    status: 'reembolsado',
    pagoEm: diasAtras(now, 12),
    canceladoEm: diasAtras(now, 9),
    aplicado: false,
  };
  return [...pagos, reembolso];
}
