import { Sparkles, Zap } from 'lucide-react';
import type { CountdownParts } from '../../../../shared/rules/plans';

const UNITS: ReadonlyArray<{ key: keyof CountdownParts; label: string; one: string; many: string }> = [
  { key: 'days', label: 'Dias', one: 'dia', many: 'dias' },
  { key: 'hours', label: 'Horas', one: 'hora', many: 'horas' },
  { key: 'minutes', label: 'Minutos', one: 'minuto', many: 'minutos' },
  { key: 'seconds', label: 'Segundos', one: 'segundo', many: 'segundos' },
];

const two = (n: number) => String(n).padStart(2, '0');

function spoken(remaining: CountdownParts): string {
  const parts = UNITS.map((u) => `${remaining[u.key]} ${remaining[u.key] === 1 ? u.one : u.many}`);
  return `Tempo restante da oferta: ${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** SPEC §2 /assinatura: while the promotion runs, 'OFERTA RELÂMPAGO!' with a countdown refreshed every second. */
export function PromoBanner({ remaining }: { remaining: CountdownParts }) {
  return (
    <section
      aria-labelledby="oferta-relampago"
      className="relative overflow-hidden rounded-xl bg-sidebar p-5 text-white shadow-sm sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-gold-400/25 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2
            id="oferta-relampago"
            className="flex items-center gap-2 text-xl font-extrabold tracking-wide text-gold-300 sm:text-2xl"
          >
            <Zap aria-hidden="true" className="size-6 fill-gold-300" />
            OFERTA RELÂMPAGO!
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-navy-100">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
            Preços promocionais por tempo limitado. Garanta o seu agora!
          </p>
        </div>
        {/* role=timer is not announced on every tick; its label says the whole time left. */}
        <div role="timer" aria-label={spoken(remaining)} className="grid grid-cols-4 gap-2 sm:gap-3">
          {UNITS.map((u) => (
            <div
              key={u.key}
              data-unit={u.key}
              className="flex min-w-15 flex-col items-center rounded-lg bg-white/10 px-2 py-2 ring-1 ring-white/15"
            >
              <span aria-hidden="true" className="text-2xl font-bold tabular-nums sm:text-3xl">
                {two(remaining[u.key])}
              </span>
              <span aria-hidden="true" className="text-[0.7rem] font-medium tracking-wide text-navy-100 uppercase">
                {u.label}
              </span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Without the promotion: a plain banner. */
export function PlansBanner() {
  return (
    <section
      aria-labelledby="planos-titulo"
      className="rounded-xl border border-border bg-surface p-5 text-foreground shadow-sm sm:p-6"
    >
      <h2 id="planos-titulo" className="text-xl font-bold sm:text-2xl">
        Escolha seu plano
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Acesso completo a todos os simulados, à análise de desempenho e ao ranking do seu edital.
      </p>
    </section>
  );
}
