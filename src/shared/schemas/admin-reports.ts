import { z } from 'zod';
import { questaoFonteFields } from './admin-questao-fonte.js';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from './reports.js';

/** The 'Reports' tab's filter: every report, or those in one status (SPEC §2 'Admin panel'). */
export const REPORT_STATUS_FILTERS = ['todos', ...REPORT_STATUSES] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export const ADMIN_REPORTS_PAGE_SIZE = 20;
export const ADMIN_REPORTS_SEARCH_MAX = 100;
/** Far beyond any real list; it only keeps a crafted page number from becoming a huge OFFSET. */
export const ADMIN_REPORTS_MAX_PAGE = 100_000;

export const adminReportsMessages = {
  loadFailed: 'Erro ao carregar reports',
  statusUpdated: 'Status atualizado com sucesso!',
  statusUpdateFailed: 'Erro ao atualizar status',
  notFound: 'Report não encontrado',
  notFoundAfterUpdate: 'Report não encontrado após atualização',
  statusInvalid: 'Selecione um status válido: Pendente, Em análise, Resolvido ou Rejeitado.',
  statusUnchanged: (status: ReportStatus) =>
    `Este report já está com o status "${REPORT_STATUS_LABELS[status]}". Escolha um status diferente.`,
  filterInvalid: 'Filtro de status inválido.',
  searchTooLong: `A busca deve ter no máximo ${ADMIN_REPORTS_SEARCH_MAX} caracteres.`,
  pageInvalid: 'Página inválida.',
} as const;

/** GET /api/admin/reports?status=&q=&page= */
export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUS_FILTERS, adminReportsMessages.filterInvalid).default('todos'),
  q: z
    .string(adminReportsMessages.searchTooLong)
    .trim()
    .max(ADMIN_REPORTS_SEARCH_MAX, adminReportsMessages.searchTooLong)
    .default(''),
  page: z.coerce
    .number(adminReportsMessages.pageInvalid)
    .int(adminReportsMessages.pageInvalid)
    .min(1, adminReportsMessages.pageInvalid)
    .max(ADMIN_REPORTS_MAX_PAGE, adminReportsMessages.pageInvalid)
    .default(1),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

/**
 * PATCH /api/admin/reports/{id}/status: any status but the current one (SPEC §4 'Report status'), and
 * optionally the marks 'Anulada' (with its reason) and 'Desatualizada' on the report's question.
 */
export const reportStatusInputSchema = z.object({
  status: z.enum(REPORT_STATUSES, adminReportsMessages.statusInvalid),
  // Issue 33 §5: resolving a report may also mark its question, in the same step (never unmarks it).
  anular: z.boolean(adminReportsMessages.statusInvalid).default(false),
  anuladaNota: questaoFonteFields.anuladaNota,
  desatualizar: z.boolean(adminReportsMessages.statusInvalid).default(false),
});
export type ReportStatusInput = z.output<typeof reportStatusInputSchema>;
export type ReportStatusFormValues = z.input<typeof reportStatusInputSchema>;

/** One report as the admin reviews it: the question it is about and who sent it. */
export interface AdminReport {
  id: number;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
  questaoId: number;
  materiaNome: string;
  moduloNome: string;
  /** Plain text (HTML stripped on the server), cut short: the list never carries question markup. */
  enunciadoTrecho: string;
  /** The question's marks (issue 33 §5), so the status dialog offers only what is not set yet. */
  questaoAnulada: boolean;
  questaoDesatualizada: boolean;
  descricao: string;
  autor: { nome: string; email: string };
}

export type ReportStatusCounts = Record<ReportStatusFilter, number>;

export interface AdminReportsPage {
  itens: AdminReport[];
  page: number;
  pageSize: number;
  /** Reports matching the status filter and the search, over all pages. */
  total: number;
  /** Reports matching the search in each status ('todos': all of them), for the filter's labels. */
  contagem: ReportStatusCounts;
}
