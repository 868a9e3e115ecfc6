import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

/** DELETE /api/simulados: removes all of the user's simulados → { excluidos }. */
export function clearHistorico(): Promise<{ excluidos: number }> {
  return api.delete<{ excluidos: number }>('/api/simulados');
}

export function useClearHistorico() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistorico,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['simulados', 'resultado'] });
      await queryClient.invalidateQueries({ queryKey: simuladosKeys.historico() });
    },
  });
}
