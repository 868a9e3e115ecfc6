import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `whatsapp` is digits only and left out when empty. */
export type SignUpBody = { name: string; email: string; password: string; whatsapp?: string };

/** POST /api/auth/sign-up/email: creates the account and signs in (cookie). 422 = e-mail already registered. */
export function signUp(body: SignUpBody): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-up/email', body);
}

/** `options.onSuccess` may return a promise; the mutation stays pending until it settles. */
export function useSignUp(options: Omit<UseMutationOptions<unknown, Error, SignUpBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: signUp });
}
