import { CalendarClock, ShieldExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { bannerExpiring, messages } from '../../shared/messages';
import { bannerState, daysLeft } from '../../shared/rules/subscription';
import { cn } from '../lib/cn';
import { buttonClasses } from './ui/button';

/**
 * Where the banner stays out of the way: the plans page itself, and the simulado player, where a
 * student on a phone needs every line of the screen for the question.
 */
export function bannerAllowedOn(pathname: string): boolean {
  return pathname !== '/assinatura' && !pathname.startsWith('/simulados/realizar/');
}

/**
 * SPEC §4/§8: hidden above 7 days; yellow with an outline 'Ver planos' at 1..7 days; red with a primary
 * 'Ver planos' on the last day ('expira hoje') and once expired or without a subscription (bannerState).
 */
export function SubscriptionBanner({ dataExpiracao, now }: { dataExpiracao: string | null; now?: Date }) {
  const dias = daysLeft(dataExpiracao, now);
  const state = bannerState(dias);
  if (state === 'hidden') return null;
  // Red and urgent on the last day too; only the sentence differs from an inactive subscription's.
  const urgent = state === 'inactive' || state === 'last-day';
  const Icon = state === 'inactive' ? ShieldExclamationPoint : CalendarClock;
  return (
    <section
      aria-label="Assinatura"
      data-state={state}
      className={cn(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        urgent
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-100'
          : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100',
      )}
    >
      <p className="flex items-start gap-3 text-sm font-medium">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{state === 'inactive' ? messages.bannerInactive : bannerExpiring(dias ?? 0)}</span>
      </p>
      <Link
        to="/assinatura"
        className={buttonClasses({
          variant: urgent ? 'primary' : 'outline',
          size: 'sm',
          className: cn(
            'self-start sm:self-auto',
            !urgent &&
              'border-amber-400 bg-transparent text-amber-950 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900/40',
          ),
        })}
      >
        {messages.bannerCta}
      </Link>
    </section>
  );
}
