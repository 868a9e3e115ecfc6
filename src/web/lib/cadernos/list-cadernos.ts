import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CadernosList } from '../../../shared/schemas/cadernos';
import { api } from '../api';
import { cadernosKeys } from './keys';

/** GET /api/cadernos → the student's cadernos with their counts, the most recently changed first. */
export function listCadernos(signal?: AbortSignal): Promise<CadernosList> {
  return api.get<CadernosList>('/api/cadernos', { signal });
}

export function cadernosQueryOptions() {
  return queryOptions({ queryKey: cadernosKeys.list(), queryFn: ({ signal }) => listCadernos(signal) });
}

export function useCadernos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cadernosQueryOptions(), enabled });
}
