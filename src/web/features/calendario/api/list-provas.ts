import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvasList } from '../../../../shared/schemas/provas';
import { api } from '../../../lib/api';
import { provasKeys } from './keys';

/** GET /api/provas → every prova of the student, by date. */
export function listProvas(signal?: AbortSignal): Promise<ProvasList> {
  return api.get<ProvasList>('/api/provas', { signal });
}

export function provasQueryOptions() {
  return queryOptions({ queryKey: provasKeys.list(), queryFn: ({ signal }) => listProvas(signal) });
}

export function useProvas() {
  return useQuery(provasQueryOptions());
}
