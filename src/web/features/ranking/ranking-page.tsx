import { Info, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RankingTab } from '../../../shared/rules/ranking';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useRanking } from './api/get-ranking';
import { OndeEstouSection } from './components/onde-estou-section';
import { OwnPositionCard } from './components/own-position-card';
import { RankingFilters } from './components/ranking-filters';
import { RankingList } from './components/ranking-list';
import { RankingTabs } from './components/ranking-tabs';
import { semEditalText, tabTexts } from './components/ranking-texts';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * /ranking (SPEC §2): the student's edital, one tab at a time, paged by the server (50 rows a page) with
 * search and unit filter applied there, and the student's own place pinned at the bottom.
 */
export function RankingPage() {
  const [tab, setTab] = useState<RankingTab>('geral');
  const [search, setSearch] = useState('');
  const [unidadeId, setUnidadeId] = useState<number | null>(null);
  const q = useDebouncedValue(search, 300);
  const ranking = useRanking({ tab, q, unidadeId });

  if (ranking.isPending) return <PageLoading label="Carregando ranking..." />;
  if (ranking.isError) return <LoadFailed onRetry={() => void ranking.refetch()} />;

  const pages = ranking.data.pages;
  const first = pages[0];
  if (!first || first.situacao === 'sem_edital') {
    return (
      <EmptyState
        icon={UserRound}
        title={semEditalText}
        action={
          <Link to="/perfil" className={buttonClasses({ size: 'lg' })}>
            Ir para Perfil
          </Link>
        }
      />
    );
  }
  const rows = pages.flatMap((p) => (p.situacao === 'ok' ? p.itens : []));
  const filtered = first.filtrado;
  const clearFilters = () => {
    setSearch('');
    setUnidadeId(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Edital <strong className="text-foreground">{first.edital.numero}</strong>
      </p>
      <RankingTabs tab={tab} abas={first.abas} onTabChange={setTab}>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {tabTexts[first.tab].info}
        </p>
        <RankingFilters
          search={search}
          onSearchChange={setSearch}
          unidadeId={unidadeId}
          onUnidadeChange={setUnidadeId}
        />
        <div className="flex flex-col gap-3">
          <RankingList
            tab={first.tab}
            rows={rows}
            total={first.total}
            totalFiltrado={first.totalFiltrado}
            totalLimitado={first.totalLimitado}
            filtered={filtered}
            stale={ranking.isPlaceholderData}
            hasMore={ranking.hasNextPage}
            loadingMore={ranking.isFetchingNextPage}
            onLoadMore={() => void ranking.fetchNextPage()}
            onClearFilters={clearFilters}
          />
          <OwnPositionCard
            eu={first.eu}
            tab={first.tab}
            rowsKey={`${first.tab}|${q}|${unidadeId}|${rows.length}|${ranking.isPlaceholderData}`}
          />
        </div>
      </RankingTabs>
      {/* After the list: on a phone the chart and the subjects would push the list and the pinned own
          position below the first screen. The dashboard's card links here by its anchor. */}
      <OndeEstouSection />
    </div>
  );
}
