import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../shared/schemas/password-change';
import { api } from '../../../lib/api';

/** POST /api/perfil/senha: checks the current password, sets the new one, ends the other sessions. */
export function changePassword(body: ChangePasswordRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/perfil/senha', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
