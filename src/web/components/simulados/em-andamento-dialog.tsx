import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import type { SimuladoEmAndamento } from '../../lib/simulados/em-andamento';

/** What the dialog offers besides continuing: a new simulado (/simulados) or the day's review. */
export type EmAndamentoAlternativa = 'novo' | 'revisao';

const texts: Record<EmAndamentoAlternativa, { pergunta: string; iniciar: string; continuar: string }> = {
  novo: {
    pergunta: 'Deseja continuar de onde parou ou começar um novo? Um novo simulado descarta as respostas do atual.',
    iniciar: 'Novo Simulado',
    continuar: 'Continuar',
  },
  revisao: {
    pergunta:
      'Deseja continuar de onde parou ou começar a revisão? Começar a revisão descarta as respostas do simulado atual.',
    iniciar: 'Começar revisão',
    continuar: 'Continuar simulado',
  },
};

/**
 * 'Simulado em Andamento' (SPEC §2): nothing in progress is replaced unasked. Cancelar closes, the
 * continue button opens the player, the other one discards the simulado in progress and starts what
 * was asked for: a new simulado on /simulados, the review from 'Revisar hoje' (issue 27 §3).
 */
export function EmAndamentoDialog({
  simulado,
  alternativa,
  open,
  onOpenChange,
  onContinue,
  onStart,
  openedOnArrival = false,
}: {
  simulado: SimuladoEmAndamento;
  alternativa: EmAndamentoAlternativa;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: () => void;
  onStart: () => void;
  /** Opened by the page itself (no button to give the focus back to): the form's first field gets it. */
  openedOnArrival?: boolean;
}) {
  const conferidas = simulado.questoes_conferidas.length;
  const total = simulado.questoes.length;
  const text = texts[alternativa];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose={openedOnArrival}
        fallbackFocus={openedOnArrival ? () => document.getElementById('simulado-materia') : undefined}
      >
        <DialogHeader>
          <DialogTitle>Simulado em Andamento</DialogTitle>
          <DialogDescription>
            Você tem um simulado de{' '}
            <strong className="text-foreground">{simulado.materia?.nome ?? simulado.caderno?.nome ?? 'Revisão'}</strong>{' '}
            em andamento, com {conferidas} de {total} {total === 1 ? 'questão conferida' : 'questões conferidas'}.{' '}
            {text.pergunta}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="outline" onClick={onStart}>
            {text.iniciar}
          </Button>
          <Button onClick={onContinue}>{text.continuar}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
