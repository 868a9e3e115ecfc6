import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PerfilUpdate, RankingVisibility } from '../../../../shared/schemas/perfil';
import { api } from '../../../lib/api';
import { comentariosKeys } from '../../../lib/comentarios/keys';
import { meQueryKey } from '../../../lib/session';

/** PUT /api/perfil: saves the form (the e-mail is never part of it). */
export function updatePerfil(body: PerfilUpdate): Promise<{ ok: true }> {
  return api.put<{ ok: true }>('/api/perfil', body);
}

/**
 * The profile feeds the session (name, photo, edital), the ranking (edital, unidade, visibility) and the
 * dashboard's ranking card: all of them are fetched again after a change.
 */
export async function refreshAfterProfileChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: ['ranking'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['perfil', 'opcoes'] }),
    // Comments show their author's name.
    queryClient.invalidateQueries({ queryKey: comentariosKeys.all }),
  ]);
}

export function useUpdatePerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerfil,
    onSuccess: () => refreshAfterProfileChange(queryClient),
  });
}

/** PUT /api/perfil/ranking: the ranking switch, saved on its own the moment it is flipped. */
export function updateRankingVisibility(body: RankingVisibility): Promise<{ ok: true }> {
  return api.put<{ ok: true }>('/api/perfil/ranking', body);
}

export function useUpdateRankingVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRankingVisibility,
    onSuccess: () => refreshAfterProfileChange(queryClient),
  });
}
