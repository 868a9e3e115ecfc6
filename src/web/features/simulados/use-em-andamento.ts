import { useState } from 'react';
import { clearEmAndamento, readEmAndamento, type SimuladoEmAndamento } from '../../lib/simulados/em-andamento';

/**
 * /simulados and the student's in-progress simulado (SPEC §3): read when the page opens and offered in
 * a dialog at once; 'Iniciar Simulado' asks before replacing it, and 'Novo Simulado' then goes on to
 * start.
 */
export function useEmAndamento(userId: string) {
  const [emAndamento, setEmAndamento] = useState(() => readEmAndamento(userId));
  const [dialogOpen, setDialogOpen] = useState(emAndamento !== null);
  /** The dialog was opened by 'Iniciar Simulado': 'Novo Simulado' then goes on to start the new one. */
  const [startAfterDiscard, setStartAfterDiscard] = useState(false);

  const askBeforeStarting = (stored: SimuladoEmAndamento) => {
    setEmAndamento(stored);
    setStartAfterDiscard(true);
    setDialogOpen(true);
  };

  /** 'Iniciar Simulado': asks first when a simulado is in progress, otherwise calls `start`. */
  const startOrAsk = (start: () => void) => {
    // Read again: a copy stored since the page opened (another tab) is never replaced unasked either.
    const stored = emAndamento ?? readEmAndamento(userId);
    if (stored) askBeforeStarting(stored);
    else start();
  };

  /** 'Novo Simulado': the copy is dropped, and the new one starts if that is what was asked. */
  const discard = (start: () => void) => {
    clearEmAndamento(userId);
    setEmAndamento(null);
    setDialogOpen(false);
    if (startAfterDiscard) start();
  };

  const onDialogOpenChange = (open: boolean) => {
    setDialogOpen(open);
    if (!open) setStartAfterDiscard(false);
  };

  return { emAndamento, dialogOpen, onDialogOpenChange, startOrAsk, discard };
}
