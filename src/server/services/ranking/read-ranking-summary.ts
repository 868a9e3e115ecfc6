import { sql } from 'drizzle-orm';
import { RANKING_BUSCA_CAP, type RankingTab } from '../../../shared/rules/ranking.js';
import { rowsOf, type Db } from '../../db/client.js';
import { filteredRows, isFiltered, type RankingFilter } from './ranking-sql.js';

export interface RankingSummary {
  editalNumero: string;
  totals: Record<RankingTab, number>;
  /** Ranked students with a strictly higher average than the viewer's, per tab. */
  above: Record<RankingTab, number>;
  /**
   * Students of the asked tab the search and unit filter match (the tab's total without a filter),
   * counted exactly up to `cap`; over it, the cap with `totalLimitado`.
   */
  totalFiltrado: number;
  totalLimitado: boolean;
  /** The viewer's own ranking row, or null when they have none (no profile write or nota yet). */
  me: {
    showInRanking: boolean;
    notasBasico: number;
    notasEspecifico: number;
    mediaBasico: number | null;
    mediaEspecifico: number | null;
    mediaGeral: number | null;
    qra: string | null;
    unidadeSigla: string | null;
  } | null;
}

interface SummaryRow {
  numero: string;
  total_geral: number;
  total_basico: number;
  total_especifico: number;
  acima_geral: number;
  acima_basico: number;
  acima_especifico: number;
  total_filtrado: number | null;
  me_id: string | null;
  show_in_ranking: boolean | null;
  notas_basico: number | null;
  notas_especifico: number | null;
  media_basico: number | null;
  media_especifico: number | null;
  media_geral: number | null;
  qra: string | null;
  sigla: string | null;
}

/**
 * Every tab header of the viewer's edital (count and the viewer's place), the filtered count of the asked
 * tab, and the viewer's own row — one statement. A place is one more than the number of visible students
 * with a strictly higher average (standard competition ranking: equal averages share it). Totals and
 * places are sums over the edital's histogram (ranking_histograma, at most 1001 rows), kept in the same
 * transaction as ranking_medias, so they cost the same at 200,000 students as at 20; the filtered count
 * counts the rows the filter matches, at most cap + 1 of them (RANKING_BUSCA_CAP, decision 0061), so a
 * broad search costs the same at any edital size.
 */
export async function readRankingSummary(
  db: Db,
  {
    editalId,
    userId,
    tab,
    filter,
    cap = RANKING_BUSCA_CAP,
  }: { editalId: number; userId: string; tab: RankingTab; filter: RankingFilter; cap?: number },
): Promise<RankingSummary | null> {
  const countFiltered = isFiltered(filter)
    ? sql`(select count(*) from (${filteredRows(editalId, tab, filter)} limit ${cap + 1}) f)::int`
    : sql`null::int`;
  const result = await db.execute(sql`
    with me as (
      select r.user_id, r.show_in_ranking, r.notas_basico, r.notas_especifico,
             r.media_basico, r.media_especifico, r.media_geral, u.qra, un.sigla
      from ranking_medias r
      join users u on u.id = r.user_id
      left join unidades un on un.id = r.unidade_id
      where r.user_id = ${userId} and r.edital_id = ${editalId}
    ), agg as (
      select coalesce(sum(h.geral), 0)::int as total_geral,
             coalesce(sum(h.basico), 0)::int as total_basico,
             coalesce(sum(h.especifico), 0)::int as total_especifico,
             coalesce(sum(h.geral) filter (where h.media > (select media_geral from me)), 0)::int as acima_geral,
             coalesce(sum(h.basico) filter (where h.media > (select media_basico from me)), 0)::int as acima_basico,
             coalesce(sum(h.especifico) filter (where h.media > (select media_especifico from me)), 0)::int
               as acima_especifico
      from ranking_histograma h
      where h.edital_id = ${editalId}
    )
    select e.numero, agg.*, ${countFiltered} as total_filtrado, me.user_id as me_id, me.show_in_ranking,
           me.notas_basico, me.notas_especifico, me.media_basico, me.media_especifico, me.media_geral, me.qra, me.sigla
    from editais e cross join agg left join me on true
    where e.id = ${editalId}`);
  const row = rowsOf<SummaryRow>(result)[0];
  if (!row) return null;
  const totals = { geral: row.total_geral, basico: row.total_basico, especifico: row.total_especifico };
  const totalFiltrado = row.total_filtrado ?? totals[tab];
  const totalLimitado = row.total_filtrado !== null && totalFiltrado > cap;
  return {
    editalNumero: row.numero,
    totals,
    above: { geral: row.acima_geral, basico: row.acima_basico, especifico: row.acima_especifico },
    totalFiltrado: totalLimitado ? cap : totalFiltrado,
    totalLimitado,
    me:
      row.me_id === null
        ? null
        : {
            showInRanking: row.show_in_ranking === true,
            notasBasico: Number(row.notas_basico),
            notasEspecifico: Number(row.notas_especifico),
            mediaBasico: row.media_basico,
            mediaEspecifico: row.media_especifico,
            mediaGeral: row.media_geral,
            qra: row.qra,
            unidadeSigla: row.sigla,
          },
  };
}
