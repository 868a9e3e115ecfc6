import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/account/reset-password: sets the new password and signs the user in. 400 = link invalid/expired. */
export function resetPassword(body: ResetPasswordInput): Promise<unknown> {
  return api.post<unknown>('/api/account/reset-password', body);
}

/** `options.onSuccess` may return a promise; the mutation stays pending until it settles. */
export function useResetPassword(
  options: Omit<UseMutationOptions<unknown, Error, ResetPasswordInput>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
