import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resultado } from '../../../../shared/schemas/simulados';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

/** GET /api/simulados/:id: one of the user's simulados with the per-question review (404 for anyone else's). */
export function resultadoQueryOptions(simuladoId: number) {
  return queryOptions({
    queryKey: simuladosKeys.resultado(simuladoId),
    queryFn: ({ signal }) => api.get<Resultado>(`/api/simulados/${simuladoId}`, { signal }),
    // A saved simulado never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResultado(simuladoId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...resultadoQueryOptions(simuladoId), enabled });
}
