import { sql, type SQL } from 'drizzle-orm';
import type { RankingTab } from '../../../shared/rules/ranking.js';
import type { RankingRow } from '../../../shared/schemas/ranking.js';
import { rowsOf, type Db } from '../../db/client.js';
import {
  filteredRows,
  histogramColumn,
  isFiltered,
  mediaColumn,
  notasExpression,
  rowMatchesSearch,
  tabRows,
  type RankingFilter,
} from './ranking-sql.js';

interface PageRow {
  posicao: number;
  qra: string | null;
  sigla: string | null;
  notas: number;
  media: number;
  sou_eu: boolean;
}

/**
 * How many of a tab's rows, in its order, a page of a capped search looks at before it gives up the
 * walk and sorts every match instead. Each row walked is an index entry and its table row (the search
 * tests qra and unidade_id): the 20th page of a search matching one student in twenty (1,000 matches)
 * is met after about 20,000 rows, and a search matching one in fifty still fills it within the bound.
 */
export const RANKING_BUSCA_WALK_ROWS = 50_000;

interface PageQuery {
  editalId: number;
  userId: string;
  tab: RankingTab;
  filter: RankingFilter;
  page: number;
  limit: number;
  /** The filter matches more than the cap (readRankingSummary's `totalLimitado`): walk, do not sort all. */
  capped?: boolean;
  /** Rows a capped search's walk may look at (RANKING_BUSCA_WALK_ROWS); lowered in tests. */
  walkRows?: number;
}

/**
 * One page of a tab's list, in the order of compareRankingOrder (average desc; equal averages by QRA,
 * then user id), each row with its place in the whole tab even when a search or unit filter leaves
 * gaps. The places come from the edital's histogram (ranking_histograma: visible students per average):
 * a row's place is one more than the students of the averages above its own. One statement, so the
 * histogram and the rows are read from one snapshot (the trigger writes both in one transaction).
 *
 * Without a filter the page does not skip rows one by one: the histogram tells the average band where
 * the page's first row lies and how many rows lie above that band, so the page is read from that band
 * down along the tab's index, skipping only the band's earlier rows (a few hundred at most), and page
 * 10,000 costs what page 1 does. With a filter of at most the cap's matches, the page is cut from the
 * matching rows sorted (sortedMatches). Over the cap (decision 0061), sorting every match would cost the
 * matches: the page is found by walking the tab's order and testing each row (walkedMatches), which
 * stops once the page is full; should the walk reach its bound first, every match is sorted after all.
 */
export async function readRankingPage(db: Db, query: PageQuery): Promise<RankingRow[]> {
  if (!isFiltered(query.filter)) return readPage(db, query, tabIndexRows(query));
  if (!query.capped) return readPage(db, query, sortedMatches(query));
  const walked = await readPage(db, query, walkedMatches(query));
  // A capped search has more matches than any page it offers reaches: a short page means the walk hit
  // its bound (the matches sit late in the order), or matches went away since they were counted.
  return walked.length === query.limit ? walked : readPage(db, query, sortedMatches(query));
}

const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** The whole tab, read from the page's average band down its index (`inicio`: see readPage). */
function tabIndexRows(query: PageQuery): SQL {
  const { editalId, tab, limit } = query;
  const media = mediaColumn[tab];
  return sql`
    select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, r.qra
    from ranking_medias r
    where r.edital_id = ${editalId} and r.show_in_ranking and r.${media} <= (select media from inicio)
    order by r.${media} desc nulls last, lower(r.qra) nulls last, r.user_id
    limit ${limit} offset (select ${offsetOf(query)}::int - acima from inicio)`;
}

/** Every match gathered from the search's indexes (filteredRows), sorted, the page cut from them. */
function sortedMatches(query: PageQuery): SQL {
  const { editalId, tab, filter, limit } = query;
  const media = mediaColumn[tab];
  return sql`
    select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, r.qra
    from (${filteredRows(editalId, tab, filter)}) r
    order by r.${media} desc, lower(r.qra) nulls last, r.user_id
    limit ${limit} offset ${offsetOf(query)}`;
}

/**
 * The tab's rows in the list's order, along its index (edital_id, media desc nulls last, user_id), with
 * an incremental sort by QRA within each average, each row tested against the search as it comes. The
 * inner limit bounds the walk; the outer one stops it as soon as the page is full. The outer query must
 * not sort again: it would make the planner prepare for reading the whole inner limit (a sequential
 * scan of the edital) instead of only the rows the page needs, and the rows already come in order.
 */
function walkedMatches(query: PageQuery): SQL {
  const { editalId, tab, filter, limit, walkRows = RANKING_BUSCA_WALK_ROWS } = query;
  const media = mediaColumn[tab];
  return sql`
    select r.user_id, r.unidade_id, r.media, r.notas, r.qra
    from (
      select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, r.qra
      from ranking_medias r
      where ${tabRows(editalId, tab, filter.unidadeId)}
      order by r.${media} desc nulls last, lower(r.qra) nulls last, r.user_id
      limit ${walkRows}
    ) r
    where ${rowMatchesSearch(filter.q)}
    limit ${limit} offset ${offsetOf(query)}`;
}

/** The page's rows (`rows`, a query over `inicio` when it needs it) with their places from the histogram. */
async function readPage(db: Db, query: PageQuery, rows: SQL): Promise<RankingRow[]> {
  const { editalId, userId, tab } = query;
  const offset = offsetOf(query);
  const result = await db.execute(sql`
    with faixas as materialized (
      select media, (coalesce(sum(n) over (order by media desc rows between unbounded preceding and 1 preceding), 0))::int
               as acima
      from (select media, ${histogramColumn[tab]} as n from ranking_histograma where edital_id = ${editalId}) h
      where n > 0
    ), inicio as materialized (
      -- The lowest average whose students above it are no more than the offset: the page's first row's.
      select media, acima from faixas where acima <= ${offset}::int order by media limit 1
    ), pagina as materialized (${rows})
    select f.acima + 1 as posicao, p.qra, un.sigla, p.notas::int as notas, p.media, p.user_id = ${userId} as sou_eu
    from pagina p
    join faixas f on f.media = p.media
    left join unidades un on un.id = p.unidade_id
    order by p.media desc, lower(p.qra) nulls last, p.user_id`);
  return rowsOf<PageRow>(result).map((r) => ({
    posicao: Number(r.posicao),
    qra: r.qra,
    unidadeSigla: r.sigla,
    notas: Number(r.notas),
    media: Number(r.media),
    souEu: r.sou_eu === true,
  }));
}
