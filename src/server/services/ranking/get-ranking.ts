import { mediaOfTab, notasOfTab, RANKING_TABS, type RankingTab } from '../../../shared/rules/ranking.js';
import type { RankingQuery, RankingResponse, RankingTabSummary } from '../../../shared/schemas/ranking.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isFiltered } from './ranking-sql.js';
import { readRankingPage } from './read-ranking-page.js';
import { readRankingSummary, type RankingSummary } from './read-ranking-summary.js';

/**
 * GET /api/ranking (SPEC §2 /ranking): the viewer's edital only, visible students only. Two statements,
 * read side by side: the tab headers with the viewer's own row, and the page. Both read ranking_medias,
 * which every nota and profile write updates in its own transaction, so the answer is current the moment
 * that write commits (docs/decisions/0011).
 */
export async function getRanking({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: RankingQuery;
}): Promise<RankingResponse> {
  const editalId = user.editalId ?? null;
  if (editalId === null) return { situacao: 'sem_edital' };
  const { tab, page, limit } = query;
  const filter = { q: query.q, unidadeId: query.unidadeId };
  const [summary, itens] = await Promise.all([
    readRankingSummary(db, { editalId, userId: user.id, tab, filter }),
    readRankingPage(db, { editalId, userId: user.id, tab, filter, page, limit }),
  ]);
  if (!summary) return { situacao: 'sem_edital' };

  const abas = Object.fromEntries(RANKING_TABS.map((t) => [t, tabSummary(summary, t)])) as Record<
    RankingTab,
    RankingTabSummary
  >;
  return {
    situacao: 'ok',
    edital: { id: editalId, numero: summary.editalNumero },
    tab,
    abas,
    eu: ownRow(summary, tab, abas[tab].posicao),
    itens,
    total: summary.totals[tab],
    totalFiltrado: summary.totalFiltrado,
    filtrado: isFiltered(filter),
    page,
    limit,
    temMais: (page - 1) * limit + itens.length < summary.totalFiltrado,
  };
}

function isMeRanked(summary: RankingSummary, tab: RankingTab): boolean {
  return summary.me !== null && summary.me.showInRanking && mediaOfTab(summary.me, tab) !== null;
}

function tabSummary(summary: RankingSummary, tab: RankingTab): RankingTabSummary {
  return {
    posicao: isMeRanked(summary, tab) ? summary.above[tab] + 1 : null,
    total: summary.totals[tab],
  };
}

function ownRow(
  summary: RankingSummary,
  tab: RankingTab,
  posicao: number | null,
): Extract<RankingResponse, { situacao: 'ok' }>['eu'] {
  const me = summary.me;
  if (me === null || posicao === null) {
    return { classificado: false, motivo: me !== null && !me.showInRanking ? 'oculto' : 'sem_notas' };
  }
  return {
    classificado: true,
    linha: {
      posicao,
      qra: me.qra,
      unidadeSigla: me.unidadeSigla,
      notas: notasOfTab(me, tab),
      media: mediaOfTab(me, tab)!,
      souEu: true,
    },
  };
}
