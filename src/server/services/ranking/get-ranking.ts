import { messages } from '../../../shared/messages.js';
import {
  mediaOfTab,
  notasOfTab,
  RANKING_BUSCA_CAP,
  RANKING_TABS,
  rankingPageBeyondCap,
  type RankingTab,
} from '../../../shared/rules/ranking.js';
import type { RankingQuery, RankingResponse, RankingRow, RankingTabSummary } from '../../../shared/schemas/ranking.js';
import type { SessionUser } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Db } from '../../db/client.js';
import { isFiltered } from './ranking-sql.js';
import { readRankingPage } from './read-ranking-page.js';
import { readRankingSummary, type RankingSummary } from './read-ranking-summary.js';

export interface RankingSearchOptions {
  /** Matches counted exactly up to this many (RANKING_BUSCA_CAP); lowered in tests. */
  cap?: number;
  /** Rows a capped search's page may walk (RANKING_BUSCA_WALK_ROWS); lowered in tests. */
  walkRows?: number;
}

/**
 * GET /api/ranking (SPEC §2 /ranking): the viewer's edital only, visible students only. Two statements:
 * the tab headers with the viewer's own row, and the page. Both read ranking_medias, which every nota and
 * profile write updates in its own transaction, so the answer is current the moment that write commits
 * (docs/decisions/0011). Without a filter they are read side by side. With one, the headers come first:
 * their count of the matches, capped (decision 0061), tells how the page is found, and a page past the
 * cap of a capped search is refused before any row is read.
 */
export async function getRanking(
  { db, user, query }: { db: Db; user: SessionUser; query: RankingQuery },
  { cap = RANKING_BUSCA_CAP, walkRows }: RankingSearchOptions = {},
): Promise<RankingResponse> {
  const editalId = user.editalId ?? null;
  if (editalId === null) return { situacao: 'sem_edital' };
  const { tab, page, limit } = query;
  const filter = { q: query.q, unidadeId: query.unidadeId };
  const pageQuery = { editalId, userId: user.id, tab, filter, page, limit, walkRows };
  const summaryQuery = { editalId, userId: user.id, tab, filter, cap };
  let summary: RankingSummary | null;
  let itens: RankingRow[];
  if (isFiltered(filter)) {
    summary = await readRankingSummary(db, summaryQuery);
    if (!summary) return { situacao: 'sem_edital' };
    if (summary.totalLimitado && rankingPageBeyondCap(page, limit, cap)) {
      throw new AppError('INVALID_INPUT', { page: messages.rankingBuscaPaginaAlem }, messages.rankingBuscaPaginaAlem);
    }
    itens = await readRankingPage(db, { ...pageQuery, capped: summary.totalLimitado });
  } else {
    [summary, itens] = await Promise.all([readRankingSummary(db, summaryQuery), readRankingPage(db, pageQuery)]);
  }
  if (!summary) return { situacao: 'sem_edital' };

  const abas = Object.fromEntries(RANKING_TABS.map((t) => [t, tabSummary(summary, t)])) as Record<
    RankingTab,
    RankingTabSummary
  >;
  const shown = (page - 1) * limit + itens.length;
  return {
    situacao: 'ok',
    edital: { id: editalId, numero: summary.editalNumero },
    tab,
    abas,
    eu: ownRow(summary, tab, abas[tab].posicao),
    itens,
    total: summary.totals[tab],
    totalFiltrado: summary.totalFiltrado,
    totalLimitado: summary.totalLimitado,
    filtrado: isFiltered(filter),
    page,
    limit,
    // A capped search offers no page past the cap: 'Carregar mais' stops where the next one would be refused.
    temMais: shown < summary.totalFiltrado && !(summary.totalLimitado && rankingPageBeyondCap(page + 1, limit, cap)),
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
