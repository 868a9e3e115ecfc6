import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotaMaterias } from '../../../../shared/schemas/notas';
import { api } from '../../../lib/api';
import { notasKeys } from './keys';

/** GET /api/notas/materias → every subject a nota may be about (theoretical and practical), by module. */
export function listNotaMaterias(signal?: AbortSignal): Promise<NotaMaterias> {
  return api.get<NotaMaterias>('/api/notas/materias', { signal });
}

export function notaMateriasQueryOptions() {
  return queryOptions({
    queryKey: notasKeys.materias(),
    queryFn: ({ signal }) => listNotaMaterias(signal),
    // Subjects change only when an admin edits them.
    staleTime: 5 * 60_000,
  });
}

export function useNotaMaterias() {
  return useQuery(notaMateriasQueryOptions());
}
