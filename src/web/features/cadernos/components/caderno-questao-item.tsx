import { Ban, Landmark, Trash2 } from 'lucide-react';
import { fonteLinha } from '../../../../shared/rules/questao';
import type { CadernoItem } from '../../../../shared/schemas/cadernos';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

const motivos: Record<NonNullable<CadernoItem['indisponivel']>, string> = {
  assinatura: 'A matéria desta questão é só para assinantes.',
  removida: 'Esta questão foi removida do banco de questões.',
};

/**
 * One saved question: its statement's start, subject and source line; a question the student may no
 * longer open reads 'Indisponível' and why, and can still be taken out.
 */
export function CadernoQuestaoItem({
  item,
  onRemover,
  removendo,
}: {
  item: CadernoItem;
  onRemover: () => void;
  removendo: boolean;
}) {
  const indisponivel = item.indisponivel !== null;
  return (
    <article
      aria-label={`Questão #${item.questaoId}`}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5',
        indisponivel && 'bg-surface-muted/60',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Questão #{item.questaoId}</span>
        {item.materiaNome ? <Badge tone="primary">{item.materiaNome}</Badge> : null}
        {indisponivel ? (
          <Badge tone="danger">
            <Ban aria-hidden="true" />
            Indisponível
          </Badge>
        ) : null}
        {item.fonte ? (
          <Badge tone="outline">
            <Landmark aria-hidden="true" />
            <span className="sr-only">Origem: </span>
            {fonteLinha(item.fonte)}
          </Badge>
        ) : null}
      </header>
      {item.trecho ? (
        <p className="text-sm leading-relaxed break-words text-foreground/90">{item.trecho}</p>
      ) : item.indisponivel ? (
        <p className="text-sm text-muted-foreground">{motivos[item.indisponivel]}</p>
      ) : null}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
        <span className="text-xs text-muted-foreground">
          Salva em <time dateTime={item.adicionadaEm}>{formatDateTime(item.adicionadaEm)}</time>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemover}
          loading={removendo}
          className="text-destructive! hover:bg-red-50 dark:hover:bg-red-500/10"
        >
          {removendo ? null : <Trash2 aria-hidden="true" />}
          Remover do caderno
        </Button>
      </footer>
    </article>
  );
}
