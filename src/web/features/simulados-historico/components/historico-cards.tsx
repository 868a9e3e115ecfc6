import { ChevronRight, type IconComponent } from '../../../components/icons';
import { Link } from '../../../lib/router';
import { gradeBand, type GradeTone } from '../../../../shared/rules/simulado';
import type { HistoricoItem } from '../../../../shared/schemas/simulados';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNota } from '../../../lib/format';

const bandBorder: Record<GradeTone, string> = {
  green: 'border-l-emerald-500',
  yellow: 'border-l-amber-500',
  red: 'border-l-red-500',
};
const bandText: Record<GradeTone, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};
const bandBadge: Record<GradeTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/** One figure of the history's summary row. */
export function SummaryCard({ icon: Icon, label, value }: { icon: IconComponent; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:size-11 dark:bg-navy-900/60 dark:text-gold-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
      </div>
    </Card>
  );
}

/** A past simulado, coloured by its grade band, linking to its results. */
export function HistoricoCard({ item }: { item: HistoricoItem }) {
  const band = gradeBand(item.nota);
  return (
    <Link
      to={`/simulados/resultados/${item.id}`}
      className={cn(
        'group flex items-center gap-4 rounded-xl border border-l-4 border-border bg-surface p-4 shadow-sm transition-colors sm:p-5',
        'hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        bandBorder[band.tone],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{item.materiaNome}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {item.moduloNome} · <time dateTime={item.data}>{formatDateTime(item.data)}</time>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {item.questoesRespondidas} {item.questoesRespondidas === 1 ? 'questão' : 'questões'} · {item.acertos}{' '}
          {item.acertos === 1 ? 'acerto' : 'acertos'}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className={cn('text-2xl font-extrabold tabular-nums', bandText[band.tone])}>
          <span className="sr-only">Nota </span>
          {formatNota(item.nota)}
        </span>
        <Badge tone={bandBadge[band.tone]}>{band.label}</Badge>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
