import { CalendarClock } from 'lucide-react';
import { daysLeft, daysLeftTone, type DaysTone } from '../../../../shared/rules/subscription';
import { cn } from '../../../lib/cn';
import { formatDateOf } from '../../../lib/format';

const toneClasses: Record<DaysTone | 'free', string> = {
  // The free plan is not a warning (the banner above carries that): its sentence is neutral.
  free: 'bg-white/10 text-navy-50 ring-white/25',
  green: 'bg-emerald-400/15 text-emerald-100 ring-emerald-300/40',
  yellow: 'bg-amber-400/20 text-amber-100 ring-amber-300/50',
  red: 'bg-red-400/20 text-red-100 ring-red-300/50',
};

/**
 * The days-left sentence; the day is counted on the student's own calendar, as the banner does. Without
 * a subscription it says what the free plan gives: the layout's banner right above already says that
 * there is no subscription, with the way to the plans.
 */
function subscriptionText(dias: number | null, dataExpiracao: string | null): string {
  if (dias === null || dataExpiracao === null)
    return 'Você está no plano gratuito: as matérias gratuitas estão liberadas.';
  const ate = formatDateOf(dataExpiracao);
  if (dias < 0) return `Sua assinatura expirou em ${ate}.`;
  if (dias === 0) return 'Sua assinatura expira hoje.';
  if (dias === 1) return `Falta 1 dia para sua assinatura expirar (${ate}).`;
  return `Faltam ${dias} dias para sua assinatura expirar (${ate}).`;
}

/**
 * SPEC §2 /dashboard: the greeting with the days left until the subscription's expiry. The way to the
 * plans is the layout's subscription banner, shown above on this page when it matters.
 */
export function GreetingBanner({
  nome,
  dataExpiracao,
  now,
}: {
  nome: string;
  dataExpiracao: string | null;
  now?: Date;
}) {
  const dias = daysLeft(dataExpiracao, now);
  const tone = dias === null ? 'free' : daysLeftTone(dias);
  const primeiroNome = nome.trim().split(/\s+/)[0] || nome;
  return (
    <section
      aria-label="Boas-vindas"
      className="relative overflow-hidden rounded-xl bg-linear-to-br from-navy-800 to-navy-950 p-5 text-white shadow-sm sm:p-6 dark:from-navy-900 dark:to-navy-950 dark:ring-1 dark:ring-navy-800"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-gold-400/15 blur-2xl"
      />
      <h2 className="relative text-xl font-bold tracking-tight sm:text-2xl">Olá, {primeiroNome}!</h2>
      <p className="relative mt-1 text-sm text-navy-100">Bons estudos! Veja abaixo como está o seu desempenho.</p>
      <div className="relative mt-4 flex flex-wrap items-center gap-3">
        <p
          data-tone={tone}
          className={cn(
            'inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium ring-1',
            toneClasses[tone],
          )}
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {subscriptionText(dias, dataExpiracao)}
        </p>
      </div>
    </section>
  );
}
