import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSubscriptionActive } from '../../../shared/rules/subscription';
import type { Me } from '../../../shared/schemas/me';
import type { OpcoesResponse } from '../../../shared/schemas/simulados';
import { api } from '../api';
import { isUnreachable } from '../offline/last-user';
import { simuladosKeys } from './keys';

/**
 * GET /api/simulados/opcoes: the subjects this user may practise (for a non-subscriber, only the free
 * ones). Same key and answer as the configuration screen's query, so the cache is shared.
 */
function opcoesQueryOptions() {
  return queryOptions({
    queryKey: simuladosKeys.opcoes(),
    queryFn: ({ signal }) => api.get<OpcoesResponse>('/api/simulados/opcoes', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * 'offline': the server could not be reached to check. The copy in progress was handed out by the
 * server's own check when it started, so it is played; its save is checked again (decision 0042).
 */
export type MateriaAccess = 'checking' | 'allowed' | 'subscription-required' | 'offline';

/**
 * SPEC §1: /simulados/realizar/{materiaId} is open to a subscriber, or to anyone when the subject is
 * free; otherwise the user goes to /assinatura. A subject that cannot be looked up (unknown, or the
 * request failed) counts as not free. Subscribers need no lookup.
 */
export function useMateriaAccess(user: Pick<Me, 'dataExpiracao'>, materiaId: number): MateriaAccess {
  const subscriber = isSubscriptionActive(user.dataExpiracao);
  // networkMode 'always': with the browser offline the check fails at once instead of waiting paused.
  const opcoes = useQuery({ ...opcoesQueryOptions(), enabled: !subscriber, retry: false, networkMode: 'always' });
  if (subscriber) return 'allowed';
  // Paused: a request started elsewhere (the route's prefetch) waits for the network to come back.
  if (opcoes.isPending && opcoes.fetchStatus === 'paused') return 'offline';
  if (opcoes.isPending) return 'checking';
  if (opcoes.isError && isUnreachable(opcoes.error)) return 'offline';
  const materia = opcoes.data?.materias.find((m) => m.id === materiaId);
  return materia?.isFree ? 'allowed' : 'subscription-required';
}
