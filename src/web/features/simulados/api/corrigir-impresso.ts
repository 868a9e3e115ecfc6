import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrecaoInput } from '../../../../shared/schemas/impressao';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

/** POST /api/simulados/impressos/:id/correcao: grades the typed letters; answers the saved simulado's id. */
export function useCorrigirImpresso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, respostas }: { id: string } & CorrecaoInput) =>
      api.post<{ id: number }>(`/api/simulados/impressos/${id}/correcao`, { respostas }),
    // The history, the dashboard's lists and this list all change with a new simulado.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simuladosKeys.all }),
  });
}
