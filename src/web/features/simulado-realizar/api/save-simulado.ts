import { useMutation } from '@tanstack/react-query';
import type { SaveSimuladoInput } from '../../../../shared/schemas/simulados';
import { api, isApiError } from '../../../lib/api';

/** SPEC §9: up to 3 automatic retries, 2 s apart; after 30 s pending the user is told it is slow. */
export const SAVE_RETRIES = 3;
export const SAVE_RETRY_DELAY_MS = 2000;
export const SAVE_SLOW_MS = 30_000;
/** A connection that hangs without an answer is given up after this long, and the attempt retried. */
export const SAVE_ATTEMPT_TIMEOUT_MS = 20_000;

/** POST /api/simulados: 201 for a new simulado, 200 when the clientKey was saved before (a replay). */
export function saveSimulado(body: SaveSimuladoInput): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/simulados', body, { signal: AbortSignal.timeout(SAVE_ATTEMPT_TIMEOUT_MS) });
}

/**
 * Worth another try: the request never got an answer (network) or the server failed (5xx). A 4xx is a
 * refusal that will not change by asking again. Retrying is safe because the clientKey makes the save
 * idempotent on the server.
 */
export function isRetryableSaveError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function useSaveSimulado() {
  return useMutation({
    mutationFn: saveSimulado,
    retry: (failureCount, error) => failureCount < SAVE_RETRIES && isRetryableSaveError(error),
    retryDelay: SAVE_RETRY_DELAY_MS,
    // Keep the spec's retry rhythm even when the browser believes it is offline (it is often wrong).
    networkMode: 'always',
  });
}
