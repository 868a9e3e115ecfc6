import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  clearEmAndamento,
  hasEmAndamento,
  loadEmAndamento,
  type SimuladoEmAndamento,
} from '../../lib/simulados/em-andamento';
import { toast } from '../../lib/toast';

/**
 * /simulados and the student's in-progress simulado (SPEC §3): read after the first paint, so zod
 * (which checks the stored copy) is not part of the page's first download, then offered in a dialog
 * at once; 'Iniciar Simulado' asks before replacing it, and 'Novo Simulado' then goes on to start.
 */
export function useEmAndamento(userId: string) {
  const [emAndamento, setEmAndamento] = useState<SimuladoEmAndamento | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** The dialog was opened by 'Iniciar Simulado': 'Novo Simulado' then goes on to start the new one. */
  const [startAfterDiscard, setStartAfterDiscard] = useState(false);

  useEffect(() => {
    let current = true;
    loadEmAndamento(userId).then(
      (stored) => {
        if (!current || !stored) return;
        setEmAndamento(stored);
        setDialogOpen(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const askBeforeStarting = (stored: SimuladoEmAndamento) => {
    setEmAndamento(stored);
    setStartAfterDiscard(true);
    setDialogOpen(true);
  };

  /** 'Iniciar Simulado': asks first when a simulado is in progress, otherwise calls `start`. */
  const startOrAsk = (start: () => void) => {
    if (emAndamento) {
      askBeforeStarting(emAndamento);
      return;
    }
    if (!hasEmAndamento(userId)) {
      start();
      return;
    }
    // A stored copy not read yet (or whose check could not be downloaded): never replace it unasked.
    loadEmAndamento(userId).then(
      (stored) => (stored ? askBeforeStarting(stored) : start()),
      () => toast.error(messages.unexpected),
    );
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
