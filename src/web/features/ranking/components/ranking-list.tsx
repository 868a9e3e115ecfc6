import { SearchX, Trophy } from 'lucide-react';
import type { RankingTab } from '../../../../shared/rules/ranking';
import type { RankingRow } from '../../../../shared/schemas/ranking';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { OWN_ROW_ATTRIBUTE } from './own-position-card';
import { RankingRowView } from './ranking-row';
import { buscaLimitadaText, formatCount, noMatchText, tabTexts } from './ranking-texts';

/**
 * The tab's rows as loaded so far, 'Carregar mais' for the next page, and the empty states: nobody in
 * the tab (SPEC §2's message per tab) or nobody matching the search and unit. A search matching more
 * than the server's cap says so above the rows; its pages end at the cap (the server's `temMais`).
 */
export function RankingList({
  tab,
  rows,
  total,
  totalFiltrado,
  totalLimitado,
  filtered,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
  onClearFilters,
}: {
  tab: RankingTab;
  rows: RankingRow[];
  total: number;
  totalFiltrado: number;
  /** More students match than the server counts: `totalFiltrado` is its cap and no page lies past it. */
  totalLimitado: boolean;
  filtered: boolean;
  /** The rows are the previous answer while a new tab, search or unit loads. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onClearFilters: () => void;
}) {
  if (total === 0) return <EmptyState icon={Trophy} title={tabTexts[tab].empty} />;
  if (rows.length === 0 && filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={noMatchText}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {totalLimitado && (
        <p role="status" className="text-sm text-muted-foreground">
          {buscaLimitadaText(totalFiltrado)}
        </p>
      )}
      <ol
        aria-label={`Ranking ${tabTexts[tab].label}`}
        aria-busy={stale || undefined}
        className={cn('flex flex-col gap-2 transition-opacity', stale && 'opacity-60')}
      >
        {rows.map((row, i) => (
          // Rows carry no id (none leaves the server); page order is stable, so the index is the identity.
          <li key={i} {...(row.souEu ? { [OWN_ROW_ATTRIBUTE]: '' } : {})}>
            <RankingRowView row={row} />
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-center gap-2 py-1">
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          Mostrando {formatCount(rows.length)} de {totalLimitado ? 'mais de ' : ''}
          {formatCount(filtered ? totalFiltrado : total)}
        </p>
        {hasMore ? (
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            Carregar mais
          </Button>
        ) : null}
      </div>
    </div>
  );
}
