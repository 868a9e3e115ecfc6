import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { RANKING_TABS, type RankingTab } from '../../../../shared/rules/ranking';
import type { RankingPage } from '../../../../shared/schemas/ranking';
import { cn } from '../../../lib/cn';
import { alunosLabel, formatCount, tabTexts } from './ranking-texts';

/** Where each arrow key, Home and End lead from tab `i` of `count` (the ends wrap around). */
const KEY_STEPS: Record<string, (i: number, count: number) => number> = {
  ArrowRight: (i, count) => (i + 1) % count,
  ArrowLeft: (i, count) => (i - 1 + count) % count,
  Home: () => 0,
  End: (_i, count) => count - 1,
};

/**
 * Geral / Básico / Específico (SPEC §2), each showing the student's place (Nº or '-') and the number of
 * students in it; the panel is the chosen tab's list. The WAI-ARIA tabs pattern with automatic
 * activation: one tab in the Tab order, arrow keys (and Home, End) move to and choose a tab. Written here
 * rather than with Radix Tabs, whose panels read the computed style on every render to detect
 * animations: a forced style recalculation that cost 60–80 ms of the page's first render at 4x.
 */
export function RankingTabs({
  tab,
  abas,
  onTabChange,
  children,
}: {
  tab: RankingTab;
  abas: RankingPage['abas'];
  onTabChange: (tab: RankingTab) => void;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (t: RankingTab) => `${id}-aba-${t}`;
  const panelId = (t: RankingTab) => `${id}-painel-${t}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = RANKING_TABS[step(RANKING_TABS.indexOf(tab), RANKING_TABS.length)]!;
    document.getElementById(tabId(next))?.focus();
    if (next !== tab) onTabChange(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Abas do ranking"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1"
      >
        {RANKING_TABS.map((t) => {
          const { posicao, total } = abas[t];
          const selected = t === tab;
          return (
            <button
              key={t}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={selected}
              aria-controls={panelId(t)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => {
                if (!selected) onTabChange(t);
              }}
              className={cn(
                'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-2 text-center transition-colors',
                'text-muted-foreground hover:text-foreground',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              )}
            >
              {/* Named by its own text, read as one phrase ('Básico, sem posição, 140 alunos'): hidden commas
                  join the lines, and the dash is read as words. An aria-label that differs from what is shown
                  would fail voice control users (WCAG 2.5.3). */}
              <span className="text-sm font-semibold sm:text-base">{tabTexts[t].label}</span>
              <span className="sr-only">,</span>{' '}
              <span
                className={cn('text-sm font-bold tabular-nums', posicao !== null && 'text-navy-700 dark:text-gold-300')}
              >
                {posicao !== null ? (
                  `Nº ${formatCount(posicao)}`
                ) : (
                  <>
                    <span aria-hidden="true">-</span>
                    <span className="sr-only">sem posição</span>
                  </>
                )}
              </span>
              <span className="sr-only">,</span> <span className="text-xs tabular-nums">{alunosLabel(total)}</span>
            </button>
          );
        })}
      </div>
      {/* Every tab's panel exists (so each tab's aria-controls names an element); only the chosen one shows. */}
      {RANKING_TABS.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={panelId(t)}
          aria-labelledby={tabId(t)}
          hidden={t !== tab}
          tabIndex={t === tab ? 0 : -1}
          className="flex flex-col gap-4 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
        >
          {t === tab ? children : null}
        </div>
      ))}
    </div>
  );
}
