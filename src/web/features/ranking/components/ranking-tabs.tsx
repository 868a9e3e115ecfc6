import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { RANKING_TABS, type RankingTab } from '../../../../shared/rules/ranking';
import type { RankingPage } from '../../../../shared/schemas/ranking';
import { cn } from '../../../lib/cn';
import { alunosLabel, formatCount, tabTexts } from './ranking-texts';

const isRankingTab = (value: string): value is RankingTab => (RANKING_TABS as readonly string[]).includes(value);

/**
 * Geral / Básico / Específico (SPEC §2), each showing the student's place (Nº or '-') and the number of
 * students in it; the panel is the chosen tab's list. Radix Tabs with automatic activation: one tab in
 * the Tab order, Left and Right (wrapping), Home and End move to a tab and choose it
 * (docs/decisions/0040).
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
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (isRankingTab(value) && value !== tab) onTabChange(value);
      }}
      activationMode="automatic"
      className="flex flex-col gap-4"
    >
      <Tabs.List aria-label="Abas do ranking" loop className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1">
        {RANKING_TABS.map((t) => {
          const { posicao, total } = abas[t];
          return (
            <Tabs.Trigger
              key={t}
              value={t}
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
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {/* Radix mounts the chosen tab's panel only, named by its tab and focusable (with a visible ring). */}
      {RANKING_TABS.map((t) => (
        <Tabs.Content
          key={t}
          value={t}
          className="flex flex-col gap-4 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
        >
          {t === tab ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
