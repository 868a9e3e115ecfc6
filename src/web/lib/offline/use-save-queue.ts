import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import type { SaveSimuladoInput } from '../../../shared/schemas/simulados';
import { api } from '../api';
import { meQueryKey } from '../session';
import { readStorage } from '../storage-keys';
import { toast } from '../toast';
import { flushSaveQueue, readSaveQueue, saveQueueKey, subscribeSaveQueue, type QueuedSave } from './save-queue';

/** As the player's own save (features/simulado-realizar/api/save-simulado.ts): a hung request is given up. */
const SEND_TIMEOUT_MS = 20_000;
/** While something is queued and the page is open, another try this often (the server may be what failed). */
export const RESEND_INTERVAL_MS = 60_000;

/** POST /api/simulados with a queued body: 201 new, 200 when its clientKey was saved before. */
export function sendQueuedSave(body: SaveSimuladoInput): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/simulados', body, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
}

/** The user's queued saves, kept current across this tab and the others. */
export function useSaveQueue(userId: string): QueuedSave[] {
  const raw = useSyncExternalStore(subscribeSaveQueue, () => readStorage(saveQueueKey(userId)));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is what the queue is read from.
  return useMemo(() => readSaveQueue(userId), [userId, raw]);
}

/**
 * Sends the user's queued saves (decision 0042): when the signed-in app starts, when the browser says
 * the network is back, when the tab comes back into view, and every minute while something waits. A
 * save that lands says so ('Simulado enviado.', with its result one click away); one the server
 * refuses for good is dropped with the server's reason. Returns a function that tries at once.
 */
export function useSaveQueueSender(userId: string): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = useSaveQueue(userId).length > 0;

  const flush = useCallback(() => {
    if (readSaveQueue(userId).length === 0) return;
    void flushSaveQueue(userId, {
      send: sendQueuedSave,
      onSent: (entry, id) => {
        toast.success(messages.saveQueuedSent, {
          id: `simulado-enviado-${entry.body.clientKey}`,
          description: entry.titulo,
          duration: 15_000,
          action: { label: 'Ver resultado', onClick: () => void navigate(`/simulados/resultados/${id}`) },
        });
      },
      onRefused: (entry, error) => {
        toast.error(`${messages.saveQueuedRefused} ${error.message}`, {
          id: `simulado-recusado-${entry.body.clientKey}`,
          description: entry.titulo,
          duration: 15_000,
        });
      },
    }).then((result) => {
      // The history, the dashboard and the options now count the simulados that arrived.
      if (result.sent + result.refused > 0) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }
    });
  }, [userId, queryClient, navigate]);

  useEffect(() => {
    flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [flush]);

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(flush, RESEND_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pending, flush]);

  return flush;
}
