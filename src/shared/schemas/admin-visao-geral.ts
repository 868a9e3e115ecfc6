import { z } from 'zod';

/** The overview's period switch (issue 34 §5): the last 30 days, or the last 12 months. */
export const VISAO_GERAL_PERIODOS = ['30d', '12m'] as const;
export type VisaoGeralPeriodo = (typeof VISAO_GERAL_PERIODOS)[number];

export const visaoGeralMessages = {
  periodoInvalido: 'Período inválido. Escolha "30 dias" ou "12 meses".',
} as const;

export const visaoGeralQuerySchema = z.object({
  periodo: z.enum(VISAO_GERAL_PERIODOS, visaoGeralMessages.periodoInvalido).default('30d'),
});
export type VisaoGeralQuery = z.output<typeof visaoGeralQuerySchema>;

/** One bar or point: the first day of its day, week (Monday) or month, YYYY-MM-DD in São Paulo. */
export interface VisaoGeralPonto {
  inicio: string;
  valor: number;
}

export interface VisaoGeralPagamentos {
  inicio: string;
  pagamentos: number;
  valorCentavos: number;
  reembolsos: number;
  reembolsosCentavos: number;
}

/** GET /api/admin/visao-geral: the figures of the admin's first screen, in one answer. */
export interface AdminVisaoGeral {
  periodo: VisaoGeralPeriodo;
  /** Today and the period's first day, São Paulo calendar days. */
  hoje: string;
  inicio: string;
  /** Accounts created per week (weeks start on Monday; the first may start before `inicio`). */
  novosAlunosPorSemana: VisaoGeralPonto[];
  /** Students who saved a simulado or a nota, per day. */
  alunosAtivosPorDia: VisaoGeralPonto[];
  simuladosPorDia: VisaoGeralPonto[];
  /** Paid and refunded (or charged back) invoices: per day over 30 days, per month over 12 months. */
  pagamentosPor: 'dia' | 'mes';
  pagamentos: VisaoGeralPagamentos[];
  assinaturas: {
    /** Accounts whose subscription has not ended yet. */
    ativas: number;
    /** Of those, the ones that end within the next 30 days (today included), and per day. */
    terminamEm30Dias: number;
    terminamPorDia: VisaoGeralPonto[];
  };
  reports: { pendentes: number; emAnalise: number };
  questoesSuspeitas: number;
}
