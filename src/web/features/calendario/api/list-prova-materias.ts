import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvaMaterias } from '../../../../shared/schemas/provas';
import { api } from '../../../lib/api';
import { provasKeys } from './keys';

/** GET /api/provas/materias → the subjects the 'Matéria' select offers. */
export function listProvaMaterias(signal?: AbortSignal): Promise<ProvaMaterias> {
  return api.get<ProvaMaterias>('/api/provas/materias', { signal });
}

export function provaMateriasQueryOptions() {
  return queryOptions({
    queryKey: provasKeys.materias(),
    queryFn: ({ signal }) => listProvaMaterias(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProvaMaterias() {
  return useQuery(provaMateriasQueryOptions());
}
