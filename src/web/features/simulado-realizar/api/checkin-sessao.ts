import type { SessaoRespostaInput } from '../../../../shared/schemas/simulados';
import { api, isApiError } from '../../../lib/api';

/** Tries of one check-in, and the waits between them. */
export const CHECKIN_RETRY_DELAYS_MS = [2000, 5000] as const;

/**
 * POST /api/simulados/sessoes/:id/respostas: tells the server a timed simulado's answer was conferred
 * now (issue 27 §4). 201 the first time, 200 for a repeat (the first receipt stands).
 */
export function checkinSessao(sessaoId: string, body: SessaoRespostaInput): Promise<{ recebidaEm: string }> {
  return api.post<{ recebidaEm: string }>(`/api/simulados/sessoes/${encodeURIComponent(sessaoId)}/respostas`, body);
}

/**
 * Fire and forget, with a retry: a network failure or a server error is tried again after 2 s and 5 s;
 * a refusal (4xx) will not change by asking again. Failure is silent: the save itself still counts
 * every answer when it arrives in time.
 */
export async function sendCheckin(
  sessaoId: string,
  body: SessaoRespostaInput,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await checkinSessao(sessaoId, body);
      return true;
    } catch (error) {
      const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
      const delay = CHECKIN_RETRY_DELAYS_MS[attempt];
      if (!retryable || delay === undefined) return false;
      await wait(delay);
    }
  }
}
