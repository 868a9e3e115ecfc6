import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Where the e-mailed link lands (with ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/redefinir-senha';

/** POST /api/auth/request-password-reset: always 200 for a well-formed e-mail (no account enumeration). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}

/** `options.onSuccess` may return a promise; the mutation stays pending until it settles. */
export function useRequestPasswordReset(options: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
