import { useSyncExternalStore } from 'react';
import type { SaveSimuladoInput } from '../../../shared/schemas/simulados';
import { clearEmAndamento } from '../simulados/em-andamento';
import { isBrowserOffline, isUnreachable } from './last-user';
import { enqueueSave } from './save-queue';

// The player's side of the queue, apart from use-save-queue.ts: it removes the in-progress copy, whose
// module (and zod with it) the signed-in shell does not load (scripts/chunk-groups.ts).

/** The save a player queued in this tab, by user (the player's page shows its panel instead). */
export interface QueuedFromPlayer {
  clientKey: string;
  titulo: string;
}
const queuedFromPlayer = new Map<string, QueuedFromPlayer>();
const playerListeners = new Set<() => void>();

function subscribeQueuedFromPlayer(listener: () => void): () => void {
  playerListeners.add(listener);
  return () => playerListeners.delete(listener);
}

/**
 * What the player queued in this tab for `userId`, or null. The page compares its clientKey with the
 * copy it opened, so a later simulado is played as usual.
 */
export function useQueuedFromPlayer(userId: string): QueuedFromPlayer | null {
  return useSyncExternalStore(subscribeQueuedFromPlayer, () => queuedFromPlayer.get(userId) ?? null);
}

/**
 * The player's side of the queue: 'Finalizar' with the browser offline queues the save at once; a save
 * that never got an answer after its retries is queued too. The in-progress copy is removed only once
 * the queue reached localStorage; the page then shows SaveQueuedPanel in place of the player.
 */
export function useOfflineSave(userId: string, titulo: string) {
  const queue = (body: SaveSimuladoInput): boolean => {
    if (!enqueueSave(userId, { body, titulo, finalizadoEm: new Date().toISOString() })) return false;
    clearEmAndamento(userId);
    queuedFromPlayer.set(userId, { clientKey: body.clientKey, titulo });
    for (const listener of playerListeners) listener();
    return true;
  };

  return {
    /** Before sending: true when the browser is offline and the save was queued instead. */
    queueIfOffline: (body: SaveSimuladoInput) => isBrowserOffline() && queue(body),
    /** After the save failed: true when no answer came (network, not our API) and it was queued. */
    queueIfUnreachable: (body: SaveSimuladoInput, error: unknown) => isUnreachable(error) && queue(body),
  };
}
