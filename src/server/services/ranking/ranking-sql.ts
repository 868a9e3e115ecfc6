import { sql, type SQL } from 'drizzle-orm';
import { rankingSearchPattern, type RankingTab } from '../../../shared/rules/ranking.js';

/**
 * The ranking_medias column each tab ranks by. Each has an index (edital_id, media desc nulls last,
 * user_id), so a tab's top rows and the range below an average are index ranges.
 */
export const mediaColumn: Record<RankingTab, SQL> = {
  geral: sql.raw('media_geral'),
  basico: sql.raw('media_basico'),
  especifico: sql.raw('media_especifico'),
};

/** The ranking_histograma column counting a tab's visible students per average (migration 0013). */
export const histogramColumn: Record<RankingTab, SQL> = {
  geral: sql.raw('geral'),
  basico: sql.raw('basico'),
  especifico: sql.raw('especifico'),
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

/** Whether the search or the unit filter narrows the list. */
export function isFiltered({ q, unidadeId }: RankingFilter): boolean {
  return unidadeId !== undefined || rankingSearchPattern(q) !== null;
}

/**
 * The ranked rows of a tab the search and unit filter match, as a subquery of ranking_medias rows (all
 * columns). The search is a case- and accent-insensitive regular expression (rankingSearchPattern) over
 * the QRA (ranking_medias.qra, kept equal to users.qra) and the unidade's sigla and nome. Its two halves
 * are read apart, each from its index (`~*` from the trigram index of migration 0013, the matching
 * unidades' students from ranking_unidade_idx), the second without the rows the first found: an OR of
 * both would read the whole edital. So a search costs the rows it matches, not the edital's size.
 */
export function filteredRows(editalId: number, tab: RankingTab, { q, unidadeId }: RankingFilter): SQL {
  const base = tabRows(editalId, tab, unidadeId);
  const pattern = rankingSearchPattern(q);
  if (pattern === null) return sql`select r.* from ranking_medias r where ${base}`;
  return sql`
    select r.* from ranking_medias r where ${base} and r.qra ~* ${pattern}
    union all
    select r.* from ranking_medias r
    where ${base} and not coalesce(r.qra ~* ${pattern}, false)
      and r.unidade_id = ${matchingUnidades(pattern)}`;
}

/**
 * The search half of filteredRows as a test of one row (aliased `r`, with its qra and unidade_id): for a
 * walk along the tab's order that looks at each row in turn (read-ranking-page.ts) instead of gathering
 * the matches from the indexes. Together with tabRows it matches exactly the rows filteredRows returns.
 */
export function rowMatchesSearch(q: string): SQL {
  const pattern = rankingSearchPattern(q);
  if (pattern === null) return sql`true`;
  return sql`(coalesce(r.qra ~* ${pattern}, false) or r.unidade_id = ${matchingUnidades(pattern)})`;
}

/** A tab's visible rows of the edital (aliased `r`), of one unidade when the unit filter is set. */
export function tabRows(editalId: number, tab: RankingTab, unidadeId: number | undefined): SQL {
  const parts: SQL[] = [sql`r.edital_id = ${editalId}`, sql`r.show_in_ranking`, sql`r.${mediaColumn[tab]} is not null`];
  if (unidadeId !== undefined) parts.push(sql`r.unidade_id = ${unidadeId}`);
  return sql.join(parts, sql` and `);
}

/** `any(…)` of the unidades whose sigla or nome the search matches: computed once per statement. */
function matchingUnidades(pattern: string): SQL {
  return sql`any(array(select id from unidades where sigla ~* ${pattern} or nome ~* ${pattern}))`;
}
