import { Medal } from 'lucide-react';
import { rankingDisplayName } from '../../../../shared/rules/ranking';
import { gradeBand, type GradeTone } from '../../../../shared/rules/simulado';
import type { RankingRow as Row } from '../../../../shared/schemas/ranking';
import { cn } from '../../../lib/cn';
import { formatCount, formatMedia, notasLabel } from './ranking-texts';

const medals = [
  // The medal in its metal's own colour (the place is also written under it, so the drawing needs no
  // contrast of its own); the small place number in a shade dark enough to read (WCAG 1.4.3).
  { name: 'ouro', icon: 'text-gold-500 dark:text-gold-300', text: 'text-gold-700 dark:text-gold-300' },
  { name: 'prata', icon: 'text-slate-400 dark:text-slate-300', text: 'text-slate-500 dark:text-slate-300' },
  { name: 'bronze', icon: 'text-amber-700 dark:text-amber-500', text: 'text-amber-700 dark:text-amber-500' },
];

const mediaTone: Record<GradeTone, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};

/** The place: a medal for the top 3 (ties share it), then Nº. */
export function Position({ posicao }: { posicao: number }) {
  const medal = medals[posicao - 1];
  if (medal) {
    return (
      <span className="flex w-14 shrink-0 flex-col items-center">
        <Medal aria-hidden="true" className={cn('size-7', medal.icon)} />
        <span className={cn('text-xs font-bold tabular-nums', medal.text)}>
          <span className="sr-only">Nº </span>
          {posicao}º<span className="sr-only">, medalha de {medal.name}</span>
        </span>
      </span>
    );
  }
  return (
    <span className="w-14 shrink-0 text-center text-sm font-bold text-muted-foreground tabular-nums">
      Nº {formatCount(posicao)}
    </span>
  );
}

/** One row of the ranking (SPEC §2): place, 'SD PM {qra}' or 'Sem QRA', unit, notas, coloured average. */
export function RankingRowView({ row, className }: { row: Row; className?: string }) {
  const name = rankingDisplayName(row.qra);
  const tone = gradeBand(row.media).tone;
  return (
    <div
      className={cn(
        'flex min-h-16 items-center gap-2 rounded-xl border border-border bg-surface px-2 py-2.5 sm:gap-3 sm:px-4',
        row.souEu && 'border-gold-400 bg-gold-50 ring-1 ring-gold-400 dark:border-gold-400/60 dark:bg-gold-400/10',
        className,
      )}
    >
      <Position posicao={row.posicao} />
      <div className="min-w-0 flex-1">
        {/* Wrapped, never cut: a long QRA, and the student's own '(você)', stay whole on a phone. */}
        <p
          className={cn(
            'font-semibold [overflow-wrap:anywhere]',
            row.qra?.trim() ? '' : 'text-muted-foreground italic',
          )}
        >
          {name}
          {row.souEu ? (
            <span className="ml-1.5 text-xs font-semibold whitespace-nowrap text-gold-700 dark:text-gold-300">
              (você)
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere] sm:text-sm">
          {row.unidadeSigla ?? 'Sem unidade'} · {notasLabel(row.notas)}
        </p>
      </div>
      <span data-tone={tone} className={cn('shrink-0 text-lg font-extrabold tabular-nums sm:text-xl', mediaTone[tone])}>
        <span className="sr-only">Média </span>
        {formatMedia(row.media)}
      </span>
    </div>
  );
}
