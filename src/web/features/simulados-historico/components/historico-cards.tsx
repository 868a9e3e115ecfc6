import { BookMarked, ChevronRight, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { gradeBand, type GradeTone } from '../../../../shared/rules/simulado';
import type { HistoricoItem } from '../../../../shared/schemas/simulados';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
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

/**
 * A past simulado, coloured by its grade band, linking to its results. A review session reads 'Revisão';
 * a caderno's simulado, its caderno's name.
 */
export function HistoricoCard({ item }: { item: HistoricoItem }) {
  const band = gradeBand(item.nota);
  const revisao = item.tipo === 'revisao';
  const caderno = item.tipo === 'caderno';
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
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words">
          {revisao ? (
            <>
              <Repeat aria-hidden="true" className="size-4 shrink-0 text-navy-600 dark:text-gold-300" />
              Revisão
            </>
          ) : caderno ? (
            <>
              <BookMarked aria-hidden="true" className="size-4 shrink-0 text-navy-600 dark:text-gold-300" />
              {item.cadernoNome ?? 'Caderno excluído'}
            </>
          ) : (
            item.materiaNome
          )}
        </p>
        {/* On a phone the lines break between their parts, never inside a date or a count. */}
        <p className="mt-0.5 text-sm text-muted-foreground">
          <span className="whitespace-nowrap">
            {revisao ? 'Revisão do dia' : caderno ? 'Caderno' : item.moduloNome} ·
          </span>{' '}
          <time dateTime={item.data} className="whitespace-nowrap">
            {formatDateTime(item.data)}
          </time>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="whitespace-nowrap">
            {item.questoesRespondidas} {item.questoesRespondidas === 1 ? 'questão' : 'questões'} ·
          </span>{' '}
          <span className="whitespace-nowrap">
            {item.acertos} {item.acertos === 1 ? 'acerto' : 'acertos'}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className={cn('text-2xl font-extrabold tabular-nums', bandText[band.tone])}>
          <span className="sr-only">Nota </span>
          {formatNota(item.nota)}
        </span>
        {/* On a phone the grade's colour alone, leaving its width to the date and counts. */}
        <span className="sr-only sm:hidden">{band.label}</span>
        <span className="hidden sm:block">
          <Badge tone={bandBadge[band.tone]}>{band.label}</Badge>
        </span>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
