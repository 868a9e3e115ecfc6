import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type SignInBody = { email: string; password: string; rememberMe: boolean };

/** POST /api/auth/sign-in/email: sets the session cookie (long-lived with rememberMe). 401/429 carry pt-BR messages. */
export function signIn(body: SignInBody): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-in/email', body);
}

/** `options.onSuccess` may return a promise; the mutation stays pending until it settles. */
export function useSignIn(options: Omit<UseMutationOptions<unknown, Error, SignInBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: signIn });
}
