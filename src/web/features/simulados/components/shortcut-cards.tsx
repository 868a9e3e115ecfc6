import { CircleQuestionMark, Layers, RotateCcw, type LucideIcon } from 'lucide-react';
import type { TipoFiltro } from '../../../../shared/schemas/simulados';
import { cn } from '../../../lib/cn';

const SHORTCUTS: Array<{ tipo: TipoFiltro; title: string; text: string; Icon: LucideIcon }> = [
  {
    tipo: 'nao_resolvidas',
    title: 'Não Resolvidas',
    text: 'Questões que você ainda não respondeu',
    Icon: CircleQuestionMark,
  },
  { tipo: 'errei', title: 'Erros', text: 'Refaça as questões que você errou', Icon: RotateCcw },
  { tipo: 'todas', title: 'Todas', text: 'Todas as questões da matéria', Icon: Layers },
];

/** The three shortcut cards (SPEC §2): each sets the question-type filter. */
export function ShortcutCards({ tipo, onChange }: { tipo: TipoFiltro; onChange: (tipo: TipoFiltro) => void }) {
  return (
    <div role="group" aria-label="Atalhos de tipo de questão" className="grid grid-cols-3 gap-2 sm:gap-4">
      {/* On a phone the cards keep their icons level (from the top), whatever the titles' lines. */}
      {SHORTCUTS.map(({ tipo: value, title, text, Icon }) => {
        const active = tipo === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(value)}
            className={cn(
              'flex min-h-24 flex-col items-center justify-start gap-1.5 rounded-xl border p-3 text-center shadow-sm transition-colors sm:flex-row sm:items-center sm:justify-start sm:gap-3 sm:p-4 sm:text-left',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              active
                ? 'border-primary bg-navy-50 text-navy-900 ring-1 ring-primary dark:border-gold-400 dark:bg-gold-400/10 dark:text-gold-100 dark:ring-gold-400'
                : 'border-border bg-surface hover:border-navy-300 hover:bg-surface-muted dark:hover:border-navy-600',
            )}
          >
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-lg',
                active
                  ? 'bg-primary text-primary-foreground dark:bg-gold-400 dark:text-navy-950'
                  : 'bg-surface-muted text-navy-700 dark:text-gold-300',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm leading-tight font-semibold sm:text-base">{title}</span>
              <span className="hidden text-sm text-muted-foreground sm:block">{text}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
