import { queryOptions, useQuery } from '@tanstack/react-query';
import { faixaLabel } from '../../shared/rules/posicao';
import type { PosicaoMateria, PosicaoOk, PosicaoResponse } from '../../shared/schemas/posicao';
import { api } from './api';

// 'Onde estou' (issue 27 §7) is shown by two features, /ranking (the section) and /dashboard (the card):
// the query and the sentences both say live here, so the two never disagree.

/** Under ['ranking']: the notas and perfil screens invalidate it with the ranking after a write. */
export const posicaoQueryKey = ['ranking', 'posicao'] as const;

/** GET /api/ranking/posicao → percentiles, the edital's distribution and the subjects against the edital. */
export function getPosicao(signal?: AbortSignal): Promise<PosicaoResponse> {
  return api.get<PosicaoResponse>('/api/ranking/posicao', { signal });
}

export function posicaoQueryOptions() {
  return queryOptions({
    queryKey: posicaoQueryKey,
    queryFn: ({ signal }) => getPosicao(signal),
    // A simulado saved or a nota written elsewhere shows at the next visit.
    staleTime: 10_000,
  });
}

export function usePosicao() {
  return useQuery(posicaoQueryOptions());
}

export const posicaoTexts = {
  semEdital: 'Cadastre seu edital no perfil para ver onde você está.',
  semMedia: 'Lance suas notas nos módulos Básico e Específico para ver sua posição.',
  semMaterias: 'Resolva simulados para comparar seu acerto em cada matéria com o do seu edital.',
  ninguem: 'Ainda não há candidatos com notas nos dois módulos no seu edital.',
} as const;

/** 'Você está à frente de 73 % dos candidatos do seu edital'. */
export function aFrenteText(percentil: number, de: 'edital' | 'unidade'): string {
  return `Você está à frente de ${percentil} % dos candidatos ${de === 'edital' ? 'do seu edital' : 'da sua unidade'}`;
}

/** '−18 pontos da média' / '+5 pontos da média' / 'na média' (percentage points against the edital). */
export function diferencaText(diferenca: number): string {
  if (diferenca === 0) return 'na média do edital';
  const pontos = Math.abs(diferenca) === 1 ? 'ponto' : 'pontos';
  return `${diferenca < 0 ? '−' : '+'}${Math.abs(diferenca)} ${pontos} da média`;
}

/** The subject to study first: the one furthest below the edital's accuracy, if any is below. */
export function estudePrimeiro(materias: PosicaoMateria[]): PosicaoMateria | null {
  const first = materias[0];
  return first && first.diferenca !== null && first.diferenca < 0 ? first : null;
}

/** The chart's text alternative: how many in the edital, and where the student's bin is. */
export function distribuicaoText(p: PosicaoOk): string {
  const { total, minhaFaixa, faixas } = p.distribuicao;
  const base = `Distribuição das médias gerais de ${total} ${total === 1 ? 'candidato' : 'candidatos'} do edital, em faixas de meio ponto.`;
  if (minhaFaixa === null) return base;
  const nela = faixas[minhaFaixa] ?? 0;
  return `${base} Sua média está na faixa ${faixaLabel(minhaFaixa)}, com ${nela} ${nela === 1 ? 'candidato' : 'candidatos'}.`;
}
