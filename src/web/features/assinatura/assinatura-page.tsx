import { useState } from 'react';
import { checkoutUrl, PLANS, promoValidUntil, type Plan } from '../../../shared/rules/plans';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { useAppConfig } from '../../lib/config';
import { useCurrentUser, useRefreshSessionOnMount } from '../../lib/session';
import { CheckoutDialog } from './components/checkout-dialog';
import { CurrentSubscription } from './components/current-subscription';
import { PlanCard } from './components/plan-card';
import { PlansBanner, PromoBanner } from './components/promo-banner';
import { usePromoClock } from './components/use-promo-clock';

/**
 * /assinatura (SPEC §2, §9): the student's subscription, the two plans (promotional while the configured
 * promotion runs), and the 'Atenção!' step before the external checkout.
 */
export function AssinaturaPage() {
  const user = useCurrentUser();
  const config = useAppConfig();
  // A payment confirmed on the checkout shows here (and in the banner) without signing out.
  useRefreshSessionOnMount();

  if (config.isPending) return <PageLoading label="Carregando planos..." />;
  if (config.isError) return <LoadFailed onRetry={() => void config.refetch()} />;
  return (
    <Plans
      email={user.email}
      dataExpiracao={user.dataExpiracao}
      promoEndsAt={config.data.promoEndsAt}
      checkoutUrlTemplate={config.data.checkoutUrlTemplate}
    />
  );
}

function Plans({
  email,
  dataExpiracao,
  promoEndsAt,
  checkoutUrlTemplate,
}: {
  email: string;
  dataExpiracao: string | null;
  promoEndsAt: string;
  checkoutUrlTemplate: string;
}) {
  const clock = usePromoClock(promoEndsAt);
  const [chosen, setChosen] = useState<Plan | null>(null);
  const promoNote = promoValidUntil(promoEndsAt);
  return (
    <div className="flex flex-col gap-6">
      <CurrentSubscription dataExpiracao={dataExpiracao} />
      {clock.active ? <PromoBanner remaining={clock.remaining} /> : <PlansBanner />}
      <div className="grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} promo={clock.active} promoNote={promoNote} onChoose={setChosen} />
        ))}
      </div>
      <p className="text-center text-xs text-muted-foreground">
        O pagamento é feito na Eduzz. Assim que ele for confirmado, sua assinatura é ativada automaticamente.
      </p>
      <CheckoutDialog
        plan={chosen}
        email={email}
        checkoutUrl={chosen ? checkoutUrl(checkoutUrlTemplate, chosen.id) : ''}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
