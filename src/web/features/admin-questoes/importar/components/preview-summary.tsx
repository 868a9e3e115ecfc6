import type { ImportacaoTotais } from '../../../../../shared/schemas/admin-importacao-questoes';
import { cn } from '../../../../lib/cn';
import { formatCount } from '../../../../lib/format';

/** Four counts: what will be imported and the three reasons a row will not be. */
export function PreviewSummary({ totais }: { totais: ImportacaoTotais }) {
  const items = [
    { label: 'Novas', value: totais.novas, className: 'text-emerald-700 dark:text-emerald-300' },
    { label: 'Com erros', value: totais.comErros, className: 'text-destructive' },
    { label: 'Já cadastradas', value: totais.jaNoBanco, className: 'text-foreground' },
    { label: 'Repetidas no arquivo', value: totais.repetidas, className: 'text-amber-700 dark:text-amber-300' },
  ];
  return (
    <dl aria-label="Resumo da pré-visualização" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-lg border border-border bg-surface-muted/50 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className={cn('text-xl font-bold tabular-nums', item.className)}>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
