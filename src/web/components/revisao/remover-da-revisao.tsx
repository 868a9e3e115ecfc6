import { BellOff, Check } from 'lucide-react';
import { useRemoveCartao } from '../../lib/revisao/remove-cartao';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

/**
 * 'Não revisar mais esta questão' (issue 27 §3): takes the question out of the student's spaced review
 * for good, with the toast 'Questão removida da revisão.'. Give it `key={questaoId}` so each question
 * starts with the button.
 */
export function RemoverDaRevisao({ questaoId, className }: { questaoId: number; className?: string }) {
  const remove = useRemoveCartao();
  if (remove.isSuccess) {
    return (
      <p role="status" className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
        <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
        Fora da sua revisão.
      </p>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending}
      onClick={() => remove.mutate(questaoId)}
      className={cn('self-start text-muted-foreground', className)}
    >
      {remove.isPending ? null : <BellOff aria-hidden="true" />}
      Não revisar mais esta questão
    </Button>
  );
}
