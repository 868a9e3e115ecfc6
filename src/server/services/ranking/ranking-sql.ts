import { sql, type SQL } from 'drizzle-orm';
import { rankingSearchPattern, type RankingTab } from '../../../shared/rules/ranking.js';

/**
 * The ranking_medias column each tab ranks by. Each has an index (edital_id, media desc nulls last,
 * user_id), so a tab's top rows and the range above an average are index ranges.
 */
export const mediaColumn: Record<RankingTab, SQL> = {
  geral: sql.raw('media_geral'),
  basico: sql.raw('media_basico'),
  especifico: sql.raw('media_especifico'),
};

/** The number of notas a tab's row shows (Geral: both modules), over ranking_medias aliased `r`. */
export const notasExpression: Record<RankingTab, SQL> = {
  geral: sql.raw('(r.notas_basico + r.notas_especifico)'),
  basico: sql.raw('r.notas_basico'),
  especifico: sql.raw('r.notas_especifico'),
};

export interface RankingFilter {
  q: string;
  unidadeId?: number | undefined;
}

/**
 * The search and unit filter as a condition on ranking_medias aliased `r`, or null for none. The search
 * is a case- and accent-insensitive regular expression (rankingSearchPattern) over the QRA and the
 * unidade's sigla and nome; both sets are read once and hashed, so the condition costs a hash probe per
 * row whatever the size of the edital.
 */
export function filterCondition({ q, unidadeId }: RankingFilter): SQL | null {
  const parts: SQL[] = [];
  if (unidadeId !== undefined) parts.push(sql`r.unidade_id = ${unidadeId}`);
  const pattern = rankingSearchPattern(q);
  if (pattern !== null) {
    parts.push(sql`(r.user_id in (select id from users where qra ~* ${pattern})
      or r.unidade_id in (select id from unidades where sigla ~* ${pattern} or nome ~* ${pattern}))`);
  }
  return parts.length === 0 ? null : sql.join(parts, sql` and `);
}
