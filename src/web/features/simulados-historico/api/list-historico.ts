import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoricoPage } from '../../../../shared/schemas/simulados';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';
import type { HistoricoFiltros } from '../historico-filters';

export type HistoricoParams = HistoricoFiltros & { pagina: number };

function queryString({ moduloId, materiaId, ordem, pagina }: HistoricoParams): string {
  const params = new URLSearchParams({ ordem, pagina: String(pagina) });
  if (moduloId !== null) params.set('moduloId', String(moduloId));
  if (materiaId !== null) params.set('materiaId', String(materiaId));
  return params.toString();
}

/** GET /api/simulados?moduloId&materiaId&ordem&pagina → one page of the history with the summary and the filter options. */
export function listHistorico(params: HistoricoParams, signal?: AbortSignal): Promise<HistoricoPage> {
  return api.get<HistoricoPage>(`/api/simulados?${queryString(params)}`, { signal });
}

export function historicoQueryOptions(params: HistoricoParams) {
  return queryOptions({
    queryKey: [...simuladosKeys.historico(), params] as const,
    queryFn: ({ signal }) => listHistorico(params, signal),
    // Changing a filter or the page keeps the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useHistorico(params: HistoricoParams) {
  return useQuery(historicoQueryOptions(params));
}
