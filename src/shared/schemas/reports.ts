import { z } from 'zod';

export const REPORT_STATUSES = ['pendente', 'em_analise', 'resolvido', 'rejeitado'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a status reads in the UI, for the student ('Meus reports') and the admin ('Reports') alike. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pendente: 'Pendente',
  em_analise: 'Em análise',
  resolvido: 'Resolvido',
  rejeitado: 'Rejeitado',
};

export const MEUS_REPORTS_PAGE_SIZE = 20;

/** GET /api/reports/meus query: page size and the cursor returned by the previous page. */
export const meusReportsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(MEUS_REPORTS_PAGE_SIZE),
  cursor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MeusReportsQuery = z.input<typeof meusReportsQuerySchema>;

/** One of the student's own reports, with just enough of the question to recognise it. */
export const meuReportSchema = z.object({
  id: z.number(),
  questaoId: z.number(),
  materiaNome: z.string(),
  /** Plain text (HTML stripped on the server), cut short. */
  enunciadoTrecho: z.string(),
  descricao: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MeuReport = z.infer<typeof meuReportSchema>;

export const meusReportsPageSchema = z.object({
  itens: z.array(meuReportSchema),
  /** Pass as `cursor` to get the next (older) page; null on the last page. */
  nextCursor: z.number().nullable(),
});
export type MeusReportsPage = z.infer<typeof meusReportsPageSchema>;
