import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RankingTab } from '../../../../shared/rules/ranking';
import type { RankingPage } from '../../../../shared/schemas/ranking';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { inNextFrame } from '../../../lib/when-idle';
import { RankingRowView } from './ranking-row';
import { tabTexts } from './ranking-texts';

/** Marks the student's own row in the list (ranking-list.tsx), for the card to know when it is on screen. */
export const OWN_ROW_ATTRIBUTE = 'data-own-row';

/** How much of the own row must be on screen for the card to give way to it. */
const SEEN_RATIO = 0.75;

/**
 * Whether the student's own row, in the list beside the card, is on screen above the pinned card (three
 * quarters of it at least): then the card would only repeat it. Watched again whenever `rowsKey` changes
 * (a tab, a page, a filter). Without IntersectionObserver (or before the first answer) the row counts as
 * off screen.
 */
function useOwnRowOnScreen(card: React.RefObject<HTMLElement | null>, rowsKey: string) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const row = card.current?.parentElement?.querySelector(`[${OWN_ROW_ATTRIBUTE}]`);
    if (!row || !card.current || typeof IntersectionObserver === 'undefined') return;
    // The card's height needs the page's layout: read in the next frame.
    const stopWatching = inNextFrame(() => {
      if (!card.current) return;
      // The card covers the screen's foot (its height and its 12 px gap): a row under it is not seen.
      const covered = card.current.offsetHeight + 12;
      // The ratio, not isIntersecting: that is true for a sliver of the row too (the threshold only says
      // when the callback runs), and a sliver shown instead of the card would leave neither on screen.
      const observer = new IntersectionObserver(
        ([entry]) => setOnScreen((entry?.intersectionRatio ?? 0) >= SEEN_RATIO - 0.01),
        { rootMargin: `0px 0px -${covered}px 0px`, threshold: SEEN_RATIO },
      );
      observer.observe(row);
      return () => observer.disconnect();
    });
    return () => {
      stopWatching();
      // Until the next list is watched, the card shows (a row of the old list says nothing of the new one).
      setOnScreen(false);
    };
  }, [card, rowsKey]);
  return onScreen;
}

/**
 * 'Sua posição', pinned to the bottom of the screen while the list scrolls under it: the student's own
 * row wherever it is (row 14,000 too), or what to do to get one. While the own row itself is on screen
 * the card fades out rather than show it twice; it stays in place for screen readers, which have no
 * screen to scroll (the region is how they find their place at once).
 */
export function OwnPositionCard({ eu, tab, rowsKey }: { eu: RankingPage['eu']; tab: RankingTab; rowsKey: string }) {
  const card = useRef<HTMLElement>(null);
  const repeatsRowOnScreen = useOwnRowOnScreen(card, rowsKey) && eu.classificado;
  return (
    <section
      ref={card}
      aria-labelledby="sua-posicao"
      data-repeats-row={repeatsRowOnScreen || undefined}
      className={cn(
        'sticky bottom-3 z-10 rounded-2xl border border-border bg-surface/95 p-2 shadow-lg backdrop-blur transition-opacity duration-200 supports-[backdrop-filter]:bg-surface/85 motion-reduce:transition-none sm:p-3',
        repeatsRowOnScreen && 'pointer-events-none opacity-0',
      )}
    >
      <h2 id="sua-posicao" className="px-2 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Sua posição
      </h2>
      {eu.classificado ? (
        <RankingRowView row={eu.linha} className="shadow-none" />
      ) : (
        <div className="flex flex-col gap-2 px-2 pb-1 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            <strong className="mr-1 tabular-nums">-</strong>
            {eu.motivo === 'oculto'
              ? 'Você está oculto no ranking. Para aparecer, deixe seu perfil visível.'
              : `Você ainda não aparece nesta aba. ${tabTexts[tab].info}`}
          </p>
          {eu.motivo === 'oculto' ? (
            <Link to="/perfil" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Ir para Perfil
            </Link>
          ) : (
            <Link to="/notas" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Cadastrar notas
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
