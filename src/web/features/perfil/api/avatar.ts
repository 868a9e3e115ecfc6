import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '../../../../shared/schemas/perfil';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';
import { meQueryKey } from '../../../lib/session';

/** POST /api/perfil/avatar (multipart, field `avatar`) → the new photo's URL. */
export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const form = new FormData();
  form.set('avatar', file);
  return api.post<AvatarResponse>('/api/perfil/avatar', form);
}

/** DELETE /api/perfil/avatar: back to the initials. */
export function removeAvatar(): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>('/api/perfil/avatar');
}

/** The photo shows in the layout and on comments, all read from the session: refetch it. */
function useAvatarMutation<T, V>(mutationFn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
      await queryClient.invalidateQueries({ queryKey: comentariosKeys.all });
    },
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation(removeAvatar);
