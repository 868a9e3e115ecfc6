import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Prova, ProvaInputBody } from '../../../../shared/schemas/provas';
import { api } from '../../../lib/api';
import { provasKeys } from './keys';

/** The calendar and the dashboard's 'próximas provas' both show provas: refresh both after a change. */
export async function refreshAfterProvaChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: provasKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

export type SaveProvaVariables = { id: number | null; body: ProvaInputBody };

/** POST /api/provas (id null: 'Criar') or PUT /api/provas/{id} ('Atualizar') → the saved prova. */
export function saveProva({ id, body }: SaveProvaVariables): Promise<Prova> {
  return id === null ? api.post<Prova>('/api/provas', body) : api.put<Prova>(`/api/provas/${id}`, body);
}

export function useSaveProva() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProva, onSuccess: () => refreshAfterProvaChange(queryClient) });
}
