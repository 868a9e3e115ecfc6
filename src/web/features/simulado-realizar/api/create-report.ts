import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/questoes/:id/reports → 201: an error report on a question, for the admins. */
export function createReport(questaoId: number, descricao: string): Promise<{ id: number }> {
  return api.post<{ id: number }>(`/api/questoes/${questaoId}/reports`, { descricao });
}

export function useCreateReport() {
  return useMutation({
    mutationFn: ({ questaoId, descricao }: { questaoId: number; descricao: string }) =>
      createReport(questaoId, descricao),
  });
}
