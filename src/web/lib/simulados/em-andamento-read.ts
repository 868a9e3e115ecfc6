import { readEmAndamentoWith, type SimuladoEmAndamento } from './em-andamento';
import { parseEmAndamento } from './em-andamento-schema';

/** The user's in-progress simulado, or null, read synchronously (the player, the results page). */
export function readEmAndamento(userId: string): SimuladoEmAndamento | null {
  return readEmAndamentoWith(userId, parseEmAndamento);
}
