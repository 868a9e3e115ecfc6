import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotasList } from '../../../../shared/schemas/notas';
import { api } from '../../../lib/api';
import { notasKeys } from './keys';

/** GET /api/notas → the student's notas, newest first, with the module and general averages. */
export function listNotas(signal?: AbortSignal): Promise<NotasList> {
  return api.get<NotasList>('/api/notas', { signal });
}

export function notasQueryOptions() {
  return queryOptions({ queryKey: notasKeys.list(), queryFn: ({ signal }) => listNotas(signal) });
}

export function useNotas() {
  return useQuery(notasQueryOptions());
}
