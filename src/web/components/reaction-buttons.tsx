import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReacaoResumo, ReacaoTipo } from '../../shared/schemas/comentarios';
import { cn } from '../lib/cn';
import { useReactComentario } from '../lib/comentarios/react-comentario';

const base =
  'inline-flex h-9 min-w-16 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4';
const idle = 'border-border bg-surface text-muted-foreground hover:bg-surface-muted hover:text-foreground';

/**
 * 'Gostei' / 'Não gostei' with their counts. Toggle buttons (aria-pressed = the user's reaction); the
 * server decides the result (same again removes, the other replaces) and the lists update from it.
 */
export function ReactionButtons({ comentario }: { comentario: ReacaoResumo & { id: number } }) {
  const react = useReactComentario(comentario.id);
  const options: Array<{ tipo: ReacaoTipo; label: string; count: number; Icon: typeof ThumbsUp; active: string }> = [
    {
      tipo: 'like',
      label: 'Gostei',
      count: comentario.likes,
      Icon: ThumbsUp,
      active:
        'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700/60 dark:bg-emerald-500/15 dark:text-emerald-300',
    },
    {
      tipo: 'dislike',
      label: 'Não gostei',
      count: comentario.dislikes,
      Icon: ThumbsDown,
      active: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800/60 dark:bg-red-500/15 dark:text-red-300',
    },
  ];
  return (
    <div className="flex items-center gap-2">
      {options.map(({ tipo, label, count, Icon, active }) => {
        const pressed = comentario.minhaReacao === tipo;
        return (
          <button
            key={tipo}
            type="button"
            aria-pressed={pressed}
            onClick={() => react.mutate(tipo)}
            className={cn(base, pressed ? active : idle)}
          >
            <Icon aria-hidden="true" className={cn(pressed && 'fill-current/25')} />
            <span className="sr-only">{label}: </span>
            <span>{count}</span>
          </button>
        );
      })}
    </div>
  );
}
