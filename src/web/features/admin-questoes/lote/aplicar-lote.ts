import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoteInputBody, LoteResultado } from '../../../../shared/schemas/admin-questoes-lote';
import { adminQuestoesKey } from '../../../components/admin/questao/questoes-api';
import { api } from '../../../lib/api';

/** POST /api/admin/questoes/lote: `previa` only counts; the real run refreshes the list. */
export function useAplicarLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoteInputBody) => api.post<LoteResultado>('/api/admin/questoes/lote', body),
    onSuccess: (resultado) => {
      if (!resultado.previa) void queryClient.invalidateQueries({ queryKey: adminQuestoesKey });
    },
  });
}
