import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Anotacao } from '../../../shared/schemas/cadernos';
import { api } from '../api';
import { cadernosKeys } from './keys';

/** GET /api/anotacoes/{questaoId} → the student's note ({ texto: null } without one). */
export function getAnotacao(questaoId: number, signal?: AbortSignal): Promise<Anotacao> {
  return api.get<Anotacao>(`/api/anotacoes/${questaoId}`, { signal });
}

export function useAnotacao(questaoId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cadernosKeys.anotacao(questaoId),
    queryFn: ({ signal }) => getAnotacao(questaoId, signal),
    enabled,
    // A note changes only here: no refetch on every focus.
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/anotacoes/{questaoId} → the note as saved; an empty text deletes it. */
export function saveAnotacao({ questaoId, texto }: { questaoId: number; texto: string }): Promise<Anotacao> {
  return api.put<Anotacao>(`/api/anotacoes/${questaoId}`, { texto });
}

export function useSaveAnotacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnotacao,
    onSuccess: (saved, { questaoId }) => queryClient.setQueryData(cadernosKeys.anotacao(questaoId), saved),
  });
}
