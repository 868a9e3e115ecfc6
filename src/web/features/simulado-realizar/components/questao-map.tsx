import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SimuladoEmAndamento } from '../../../lib/simulados/em-andamento';
import { cn } from '../../../lib/cn';
import { statusLabels, statusOf, type QuestaoStatus } from '../simulado-reducer';

const tones: Record<QuestaoStatus, string> = {
  nao_respondida: 'border-border bg-surface text-muted-foreground',
  nao_conferida:
    'border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-500/15 dark:text-amber-200',
  correta: 'border-emerald-500 bg-emerald-500 text-white dark:border-emerald-600 dark:bg-emerald-600',
  incorreta: 'border-red-500 bg-red-500 text-white dark:border-red-600 dark:bg-red-600',
};

/**
 * Every question as a numbered square coloured by status; choosing one jumps to it. The squares are
 * built only while the map is open: closed, a simulado of 100 questions would still rebuild 100 buttons
 * on every answer, and the player's first render would build them for nothing.
 */
export function QuestaoMap({ state, onGoTo }: { state: SimuladoEmAndamento; onGoTo: (indice: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-xl border border-border bg-surface shadow-sm"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        Mapa de questões
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      {open ? <QuestaoSquares state={state} onGoTo={onGoTo} /> : null}
    </details>
  );
}

function QuestaoSquares({ state, onGoTo }: { state: SimuladoEmAndamento; onGoTo: (indice: number) => void }) {
  return (
    <div className="border-t border-border px-4 py-4">
      <ol className="flex flex-wrap gap-2">
        {state.questoes.map((q, i) => {
          const status = statusOf(state, q.id);
          const current = i === state.indice_atual;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onGoTo(i)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Questão ${i + 1}: ${statusLabels[status]}`}
                className={cn(
                  'flex size-10 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  tones[status],
                  current && 'ring-2 ring-primary ring-offset-2 ring-offset-surface dark:ring-gold-400',
                )}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {(Object.keys(tones) as QuestaoStatus[]).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-sm border', tones[s])} />
            {statusLabels[s]}
          </li>
        ))}
      </ul>
    </div>
  );
}
