import { Clock, Pencil, Trash } from 'lucide-react';
import { useId } from 'react';
import { daysUntil, daysUntilLabel } from '../../../../shared/rules/provas';
import type { Prova } from '../../../../shared/schemas/provas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dateLeaf, formatDia, formatWeekday } from '../format-prova';

/** One prova: subject, day and time (São Paulo), optional description, edit and delete. Past ones are dimmed. */
export function ProvaCard({
  prova,
  past,
  now,
  onEdit,
  onDelete,
}: {
  prova: Prova;
  past: boolean;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const leaf = dateLeaf(prova);
  const soon = past ? null : daysUntilLabel(daysUntil(prova.inicio, now));
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // Phones: the actions go under the text, which needs the width; wider screens: a column at the right.
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl border border-border bg-surface p-3 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-4 sm:p-4',
        past && 'bg-surface-muted/60 shadow-none',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'row-span-2 flex w-14 flex-col items-center justify-center self-start rounded-lg py-2 leading-none sm:row-span-1 sm:w-16',
          past
            ? 'bg-surface-muted text-muted-foreground'
            : 'bg-navy-50 text-navy-800 dark:bg-navy-900/60 dark:text-gold-300',
        )}
      >
        <span className="text-[0.7rem] font-semibold uppercase">{leaf.weekday}</span>
        <span className="my-1 text-2xl font-extrabold tabular-nums">{leaf.day}</span>
        <span className="text-[0.7rem] font-semibold uppercase">{leaf.month}</span>
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', past && 'opacity-75')}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 id={titleId} className="min-w-0 font-semibold break-words">
            {prova.materia.nome}
          </h4>
          {soon ? <Badge tone={soon === 'Hoje' ? 'accent' : 'primary'}>{soon}</Badge> : null}
          {past ? <Badge tone="outline">Realizada</Badge> : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <time dateTime={prova.inicio}>
            {formatWeekday(prova.inicio)}, {formatDia(prova.data)}
          </time>
          <span className="inline-flex items-center gap-1 font-medium text-foreground/80">
            <Clock aria-hidden="true" className="size-3.5" />
            {prova.hora}
          </span>
        </p>
        {prova.descricao ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{prova.descricao}</p>
        ) : null}
      </div>

      <div className="-ml-2 flex gap-1 sm:ml-0 sm:items-start">
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={`Editar prova de ${prova.materia.nome}`}
          className="sm:size-10 sm:px-0"
        >
          <Pencil aria-hidden="true" />
          <span className="sm:hidden">Editar</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Excluir prova de ${prova.materia.nome}`}
          className="text-destructive hover:bg-red-50 sm:size-10 sm:px-0 dark:hover:bg-red-500/10"
        >
          <Trash aria-hidden="true" />
          <span className="sm:hidden">Excluir</span>
        </Button>
      </div>
    </article>
  );
}
