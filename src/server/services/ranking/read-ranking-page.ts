import { sql } from 'drizzle-orm';
import type { RankingTab } from '../../../shared/rules/ranking.js';
import type { RankingRow } from '../../../shared/schemas/ranking.js';
import { rowsOf, type Db } from '../../db/client.js';
import { filterCondition, mediaColumn, notasExpression, type RankingFilter } from './ranking-sql.js';

interface PageRow {
  posicao: number;
  qra: string | null;
  sigla: string | null;
  notas: number;
  media: number;
  sou_eu: boolean;
}

/**
 * One page of a tab's list, in the order of compareRankingOrder (average desc; equal averages by QRA,
 * then user id), each row with its place in the whole tab even when a search or unit filter leaves
 * gaps. The page is read first (the first pages stop early along the tab's index); the places come from
 * counting, per average, the ranked students from the page's lowest average up, so they cost a range of
 * the index, never a rank() over the whole edital.
 */
export async function readRankingPage(
  db: Db,
  {
    editalId,
    userId,
    tab,
    filter,
    page,
    limit,
  }: { editalId: number; userId: string; tab: RankingTab; filter: RankingFilter; page: number; limit: number },
): Promise<RankingRow[]> {
  const media = mediaColumn[tab];
  const condition = filterCondition(filter);
  const result = await db.execute(sql`
    with pagina as materialized (
      select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[tab]} as notas, u.qra
      from ranking_medias r
      join users u on u.id = r.user_id
      where r.edital_id = ${editalId} and r.show_in_ranking and r.${media} is not null
        ${condition ? sql`and ${condition}` : sql``}
      order by r.${media} desc nulls last, lower(u.qra) nulls last, r.user_id
      limit ${limit} offset ${(page - 1) * limit}
    ), acima as materialized (
      select r.${media} as media, count(*) as n
      from ranking_medias r
      where r.edital_id = ${editalId} and r.show_in_ranking and r.${media} >= (select min(media) from pagina)
      group by r.${media}
    ), posicoes as (
      select media,
             (1 + coalesce(sum(n) over (order by media desc rows between unbounded preceding and 1 preceding), 0))::int
               as posicao
      from acima
    )
    select pos.posicao, p.qra, un.sigla, p.notas::int as notas, p.media, p.user_id = ${userId} as sou_eu
    from pagina p
    join posicoes pos on pos.media = p.media
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
