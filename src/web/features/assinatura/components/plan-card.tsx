import { Check, Zap } from 'lucide-react';
import {
  discountPercent,
  formatReais,
  PLAN_BENEFITS,
  savingsCentavos,
  type Plan,
} from '../../../../shared/rules/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * One plan (SPEC §2 /assinatura, §9): name, days and benefits. While the promotion runs: the original
 * price struck out, the promotional price, percent off, savings, 'Aproveitar Oferta - R$ x' and the note;
 * otherwise 'Assinar por R$ x'.
 */
export function PlanCard({
  plan,
  promo,
  promoNote,
  onChoose,
}: {
  plan: Plan;
  promo: boolean;
  /** 'Oferta válida até dd/mm/aaaa', shown under the promotional button. */
  promoNote: string;
  onChoose: (plan: Plan) => void;
}) {
  const titleId = `plano-${plan.id}`;
  const price = promo ? plan.precoPromocionalCentavos : plan.precoOriginalCentavos;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="text-lg font-bold">
            {plan.nome}
          </h3>
          <p className="text-sm text-muted-foreground">{plan.dias} dias de acesso</p>
        </div>
        {promo ? (
          <Badge tone="danger" className="text-sm">
            {discountPercent(plan)}% OFF
          </Badge>
        ) : null}
      </div>

      <div>
        {promo ? (
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">De </span>
            <s>{formatReais(plan.precoOriginalCentavos)}</s>
            <span className="sr-only"> por</span>
          </p>
        ) : null}
        <p className="text-3xl font-extrabold tracking-tight tabular-nums">{formatReais(price)}</p>
        {promo ? (
          <p className="mt-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
            Economize {formatReais(savingsCentavos(plan))}
          </p>
        ) : null}
      </div>

      <ul aria-label={`Benefícios do ${plan.nome}`} className="flex flex-col gap-2 text-sm">
        {PLAN_BENEFITS.map((b) => (
          <li key={b} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {b}
          </li>
        ))}
      </ul>

      <div className="mt-auto flex flex-col gap-2">
        <Button
          variant={promo ? 'accent' : 'primary'}
          size="md"
          // The spec's label fits a 360 px phone at the smaller size; wider screens get the large button.
          className="w-full sm:h-12 sm:text-base"
          onClick={() => onChoose(plan)}
        >
          {promo ? <Zap aria-hidden="true" /> : null}
          {promo ? `Aproveitar Oferta - ${formatReais(price)}` : `Assinar por ${formatReais(price)}`}
        </Button>
        {promo ? <p className="text-center text-xs text-muted-foreground">{promoNote}</p> : null}
      </div>
    </Card>
  );
}
