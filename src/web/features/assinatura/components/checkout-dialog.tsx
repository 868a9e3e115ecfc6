import { ExternalLink, TriangleExclamationPoint } from 'lucide-react';
import type { Plan } from '../../../../shared/rules/plans';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * SPEC §2: before the checkout, 'Atenção!' asks the student to buy with the e-mail of their account
 * (the payment is matched to it). Prosseguir is a plain link to the checkout, carrying the plan id.
 */
export function CheckoutDialog({
  plan,
  email,
  checkoutUrl,
  onClose,
}: {
  plan: Plan | null;
  email: string;
  checkoutUrl: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleExclamationPoint aria-hidden="true" className="size-5 text-amber-500" />
            Atenção!
          </DialogTitle>
          <DialogDescription>
            Na página de pagamento, use o mesmo email cadastrado na plataforma. É por ele que sua assinatura do{' '}
            {plan?.nome} é ativada automaticamente.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-lg border border-border bg-surface-muted px-3 py-2 text-center text-sm">
          <span className="block text-xs text-muted-foreground">Seu email cadastrado</span>
          <strong className="break-all">{email}</strong>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <a href={checkoutUrl} className={buttonClasses({ variant: 'primary' })}>
            Prosseguir
            <ExternalLink aria-hidden="true" />
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
