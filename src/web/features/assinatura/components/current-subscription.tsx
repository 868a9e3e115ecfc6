import { formatDateOf } from '../../../lib/format';
import { CalendarClock, Crown } from 'lucide-react';
import {
  daysLeft,
  daysLeftLabel,
  daysLeftTone,
  isSubscriptionActive,
  type DaysTone,
} from '../../../../shared/rules/subscription';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const toneBadge: Record<DaysTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/** The student's subscription as it stands, above the plans: what buying now adds to. */
export function CurrentSubscription({ dataExpiracao }: { dataExpiracao: string | null }) {
  const dias = daysLeft(dataExpiracao);
  const active = isSubscriptionActive(dataExpiracao);
  const date = dataExpiracao ? formatDateOf(dataExpiracao) : null;
  return (
    <section
      aria-label="Sua assinatura"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        {active ? (
          <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-500 dark:text-gold-300" />
        ) : (
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        )}
        <span>
          {date === null
            ? 'Você ainda não possui uma assinatura ativa'
            : active
              ? `Sua assinatura está ativa até ${date}. Um novo plano soma os dias a partir dessa data.`
              : `Sua assinatura expirou em ${date}.`}
        </span>
      </p>
      <Badge tone={toneBadge[daysLeftTone(dias)]} data-tone={daysLeftTone(dias)} className="self-start sm:self-auto">
        {daysLeftLabel(dias)}
      </Badge>
    </section>
  );
}
