import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { SimuladoEmAndamento } from '../../../lib/simulados/em-andamento';

/** 'Simulado em Andamento' (SPEC §2): Cancelar closes, Continuar opens the player, Novo Simulado discards it. */
export function EmAndamentoDialog({
  simulado,
  open,
  onOpenChange,
  onContinue,
  onNew,
}: {
  simulado: SimuladoEmAndamento;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: () => void;
  onNew: () => void;
}) {
  const conferidas = simulado.questoes_conferidas.length;
  const total = simulado.questoes.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Opened by itself on arrival, the dialog has no control to give the focus back to: the form's first field. */}
      <DialogContent hideClose fallbackFocus={() => document.getElementById('simulado-materia')}>
        <DialogHeader>
          <DialogTitle>Simulado em Andamento</DialogTitle>
          <DialogDescription>
            Você tem um simulado de <strong className="text-foreground">{simulado.materia.nome}</strong> em andamento,
            com {conferidas} de {total} {total === 1 ? 'questão conferida' : 'questões conferidas'}. Deseja continuar de
            onde parou ou começar um novo? Um novo simulado descarta as respostas do atual.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="outline" onClick={onNew}>
            Novo Simulado
          </Button>
          <Button onClick={onContinue}>Continuar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
