import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { refreshCadernos } from './keys';

/** POST /api/cadernos/{id}/questoes → whether the question is new there (saving it again is fine). */
export function addQuestao({ cadernoId, questaoId }: { cadernoId: number; questaoId: number }) {
  return api.post<{ adicionada: boolean }>(`/api/cadernos/${cadernoId}/questoes`, { questaoId });
}

export function useAddQuestao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addQuestao, onSuccess: (_, v) => refreshCadernos(queryClient, v.cadernoId) });
}

/** DELETE /api/cadernos/{id}/questoes/{questaoId} → 204. */
export function removeQuestao({ cadernoId, questaoId }: { cadernoId: number; questaoId: number }) {
  return api.delete<unknown>(`/api/cadernos/${cadernoId}/questoes/${questaoId}`);
}

export function useRemoveQuestao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeQuestao, onSuccess: (_, v) => refreshCadernos(queryClient, v.cadernoId) });
}
