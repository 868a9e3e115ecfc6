import { sql } from 'drizzle-orm';
import type { RankingTab } from '../../../shared/rules/ranking.js';
import type { RankingRow } from '../../../shared/schemas/ranking.js';
import { rowsOf, type Db } from '../../db/client.js';
import {
  filteredRows,
  histogramColumn,
  isFiltered,
  mediaColumn,
  notasExpression,
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

interface PageQuery {
  editalId: number;
  userId: string;
  tab: RankingTab;
  filter: RankingFilter;
  page: number;
  limit: number;
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
 * 10,000 costs what page 1 does. With a filter the page is cut from the matching rows (filteredRows).
 */
export async function readRankingPage(db: Db, query: PageQuery): Promise<RankingRow[]> {
  const { editalId, userId, tab, filter, page, limit } = query;
  const media = mediaColumn[tab];
  const offset = (page - 1) * limit;
  const rows = isFiltered(filter)
    ? sql`
      select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, r.qra
      from (${filteredRows(editalId, tab, filter)}) r
      order by r.${media} desc, lower(r.qra) nulls last, r.user_id
      limit ${limit} offset ${offset}`
    : sql`
      select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, r.qra
      from ranking_medias r
      where r.edital_id = ${editalId} and r.show_in_ranking and r.${media} <= (select media from inicio)
      order by r.${media} desc nulls last, lower(r.qra) nulls last, r.user_id
      limit ${limit} offset (select ${offset}::int - acima from inicio)`;
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
