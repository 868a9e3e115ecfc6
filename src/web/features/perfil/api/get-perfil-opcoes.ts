import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerfilOpcoes } from '../../../../shared/schemas/perfil';
import { api } from '../../../lib/api';

/** GET /api/perfil/opcoes → the editais (by numero) and unidades (by sigla) the form's selects offer. */
export function getPerfilOpcoes(signal?: AbortSignal): Promise<PerfilOpcoes> {
  return api.get<PerfilOpcoes>('/api/perfil/opcoes', { signal });
}

export function perfilOpcoesQueryOptions() {
  return queryOptions({
    queryKey: ['perfil', 'opcoes'] as const,
    queryFn: ({ signal }) => getPerfilOpcoes(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePerfilOpcoes() {
  return useQuery(perfilOpcoesQueryOptions());
}
