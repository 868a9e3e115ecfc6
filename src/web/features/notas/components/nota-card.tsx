import { CalendarDays, Pencil, Trash } from 'lucide-react';
import { useId } from 'react';
import { gradeBand } from '../../../../shared/rules/simulado';
import type { Nota } from '../../../../shared/schemas/notas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCalendarDay, formatNota } from '../../../lib/format';
import { bandBadge, bandBorder, bandText } from './nota-format';

/** One nota of the log: subject, module, day, description, the grade in its band colour, edit and delete. */
export function NotaCard({ nota, onEdit, onDelete }: { nota: Nota; onEdit: () => void; onDelete: () => void }) {
  const titleId = useId();
  const band = gradeBand(nota.nota);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-l-4 border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        bandBorder[band.tone],
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            {nota.materia.nome}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge tone="primary">{nota.modulo.nome}</Badge>
            {nota.materia.tipo === 'pratica' ? <Badge tone="outline">Prática</Badge> : null}
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={nota.data}>{formatCalendarDay(nota.data)}</time>
            </span>
          </div>
          {nota.descricao ? (
            <p className="mt-2 text-sm break-words whitespace-pre-line text-foreground/85">{nota.descricao}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className={cn('text-2xl font-extrabold tabular-nums', bandText[band.tone])}>
            <span className="sr-only">Nota </span>
            {formatNota(nota.nota)}
          </p>
          <Badge tone={bandBadge[band.tone]}>{band.label}</Badge>
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-border pt-2 sm:flex-col sm:border-t-0 sm:border-l sm:pt-0 sm:pl-3">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar nota de ${nota.materia.nome}`}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Excluir nota de ${nota.materia.nome}`}
          className="text-destructive! hover:bg-red-50 dark:hover:bg-red-500/10"
        >
          <Trash aria-hidden="true" />
          Excluir
        </Button>
      </div>
    </article>
  );
}
