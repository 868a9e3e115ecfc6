import { Crown, Gift, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { MateriaResumo } from '../../../../shared/schemas/simulados';
import { cn } from '../../../lib/cn';

/** Non-subscribers: the free simulados they can take now, and why to subscribe (SPEC §2). */
export function AssinaturaPromo({
  gratuitas,
  selectedId,
  onPick,
}: {
  gratuitas: MateriaResumo[];
  selectedId: number | null;
  onPick: (materia: MateriaResumo) => void;
}) {
  return (
    <section aria-labelledby="promo-gratuitos" className="flex flex-col gap-4">
      <div className="rounded-xl border border-border bg-surface p-5 shadow-sm">
        <h2 id="promo-gratuitos" className="flex items-center gap-2 text-base font-semibold">
          <Gift aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
          Simulados gratuitos
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">No plano gratuito, você pode praticar estas matérias:</p>
        <ul className="mt-3 flex flex-col gap-2">
          {gratuitas.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => onPick(m)}
                aria-pressed={selectedId === m.id}
                className={cn(
                  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selectedId === m.id
                    ? 'border-emerald-400 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-500/10'
                    : 'border-border hover:bg-surface-muted',
                )}
              >
                <span>{m.nome}</span>
                <span className="text-xs text-muted-foreground">{m.moduloNome}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative overflow-hidden rounded-xl bg-sidebar p-5 text-white shadow-sm">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-gold-400/20 blur-2xl"
        />
        <p className="relative flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-300 uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          Assinantes
        </p>
        <p className="relative mt-2 text-lg leading-snug font-bold">Desbloqueie todas as matérias do concurso</p>
        <p className="relative mt-1 text-sm text-navy-100">
          Simulados de todas as matérias, análise de desempenho, histórico e ranking do seu edital.
        </p>
        <Link to="/assinatura" className={buttonClasses({ variant: 'accent', className: 'relative mt-4 w-full' })}>
          <Crown aria-hidden="true" />
          Conhecer os planos
        </Link>
      </div>
    </section>
  );
}
