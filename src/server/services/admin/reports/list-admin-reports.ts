import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  REPORT_STATUS_FILTERS,
  type AdminReportsPage,
  type AdminReportsQuery,
  type ReportStatusCounts,
} from '../../../../shared/schemas/admin-reports.js';
import type { Db } from '../../../db/client.js';
import { materias, questaoReports as reports, questoes, users } from '../../../db/schema.js';
import { containsPattern, foldedColumn, foldSearchText } from './report-search.js';
import { selectAdminReports, toAdminReport } from './select-admin-reports.js';

/**
 * The search box, case- and accent-insensitive, over what the admin sees on a card: the report's
 * description, the statement (its text, tags stripped), the matéria and the reporter's name and e-mail.
 * Null for a blank search.
 */
function searchCondition(q: string): SQL | null {
  const folded = foldSearchText(q);
  if (!folded) return null;
  const pattern = containsPattern(folded);
  // Tags become spaces (so '</p><p>' still parts two words), then runs of spaces one, as in the search.
  const statementText = sql`regexp_replace(regexp_replace(${questoes.enunciado}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')`;
  return or(
    ...[reports.descricao, statementText, materias.nome, users.nome, users.email].map(
      (column) => sql`${foldedColumn(column)} like ${pattern}`,
    ),
  )!;
}

/** How many reports match the search in each status, and in all ('todos'), for the filter's labels. */
async function countByStatus(db: Db, search: SQL | null): Promise<ReportStatusCounts> {
  const base = db.select({ status: reports.status, n: count() }).from(reports).$dynamic();
  // Without a search the counts are read from the (status, created_at) index alone.
  const rows = await (
    search
      ? base
          .innerJoin(questoes, eq(questoes.id, reports.questaoId))
          .innerJoin(materias, eq(materias.id, questoes.materiaId))
          .innerJoin(users, eq(users.id, reports.userId))
          .where(search)
      : base
  ).groupBy(reports.status);
  const counts = Object.fromEntries(REPORT_STATUS_FILTERS.map((s) => [s, 0])) as ReportStatusCounts;
  for (const { status, n } of rows) {
    counts[status] = Number(n);
    counts.todos += Number(n);
  }
  return counts;
}

/**
 * GET /api/admin/reports: newest first (SPEC §7 'admin select … newest first'), one page of
 * ADMIN_REPORTS_PAGE_SIZE, filtered by status and the search, with the counts per status.
 */
export async function listAdminReports(db: Db, { status, q, page }: AdminReportsQuery): Promise<AdminReportsPage> {
  const search = searchCondition(q);
  const where = and(status === 'todos' ? undefined : eq(reports.status, status), search ?? undefined);
  const [rows, contagem] = await Promise.all([
    selectAdminReports(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(ADMIN_REPORTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REPORTS_PAGE_SIZE),
    countByStatus(db, search),
  ]);
  return {
    itens: rows.map(toAdminReport),
    page,
    pageSize: ADMIN_REPORTS_PAGE_SIZE,
    total: contagem[status],
    contagem,
  };
}
