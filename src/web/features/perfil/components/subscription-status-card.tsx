import { formatDateOf } from '../../../lib/format';
import { CalendarClock, Crown } from 'lucide-react';
import { Link } from 'react-router';
import {
  daysLeft,
  daysLeftLabel,
  daysLeftTone,
  shouldOfferRenewal,
  type DaysTone,
} from '../../../../shared/rules/subscription';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const toneBadge: Record<DaysTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/**
 * SPEC §2 /perfil: the expiry date and the days left ('Sem assinatura', 'Expirada', 'Expira hoje',
 * '1 dia restante', 'N dias restantes'; green above 7, yellow 1–7, red otherwise), 'Renovar Assinatura'
 * at 7 days or fewer; without any expiry, the invitation to subscribe.
 */
export function SubscriptionStatusCard({ dataExpiracao, now }: { dataExpiracao: string | null; now?: Date }) {
  const dias = daysLeft(dataExpiracao, now);
  return (
    <Card role="region" aria-labelledby="perfil-assinatura">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="perfil-assinatura" className="flex items-center gap-2 text-base">
          <Crown aria-hidden="true" className="size-5 text-gold-500 dark:text-gold-300" />
          Status da Assinatura
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dataExpiracao === null ? (
          <>
            <p className="text-sm text-muted-foreground">Você ainda não possui uma assinatura ativa</p>
            <Link to="/assinatura" className={buttonClasses({ variant: 'accent', className: 'w-full' })}>
              <Crown aria-hidden="true" />
              Assinar Agora
            </Link>
          </>
        ) : (
          <>
            <dl className="flex flex-col gap-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">Data de expiração</dt>
                <dd className="flex items-center gap-1.5 font-semibold tabular-nums">
                  <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                  <time dateTime={dataExpiracao}>{formatDateOf(dataExpiracao)}</time>
                </dd>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">Dias restantes</dt>
                <dd>
                  <Badge tone={toneBadge[daysLeftTone(dias)]} data-tone={daysLeftTone(dias)}>
                    {daysLeftLabel(dias)}
                  </Badge>
                </dd>
              </div>
            </dl>
            {shouldOfferRenewal(dias) ? (
              <Link to="/assinatura" className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
                Renovar Assinatura
              </Link>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
