// The history screen's filter vocabulary; filtering, sorting, the summary and paging happen on the server.
import { ORDENS_HISTORICO } from '../../../shared/rules/simulado';
import type { HistoricoPage } from '../../../shared/schemas/simulados';

export const SORT_ORDERS = ORDENS_HISTORICO;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const sortLabels: Record<SortOrder, string> = {
  recentes: 'Data (mais recente)',
  antigas: 'Data (mais antiga)',
  maior_nota: 'Maior nota',
  menor_nota: 'Menor nota',
};

export interface HistoricoFiltros {
  moduloId: number | null;
  materiaId: number | null;
  ordem: SortOrder;
}

export type HistoricoOpcoes = HistoricoPage['opcoes'];

/** The subjects to offer for the chosen module. */
export function materiasDoModulo(opcoes: HistoricoOpcoes, moduloId: number | null): HistoricoOpcoes['materias'] {
  return moduloId === null ? opcoes.materias : opcoes.materias.filter((m) => m.moduloId === moduloId);
}
