import type { RankingTab } from '../../../../shared/rules/ranking';
import { formatCount, formatMedia } from '../../../lib/format';

/** The texts of SPEC §2 /ranking, per tab. */
export const tabTexts: Record<RankingTab, { label: string; info: string; empty: string }> = {
  geral: {
    label: 'Geral',
    info: 'Para aparecer aqui, tenha notas cadastradas no básico e no específico.',
    empty: 'Nenhum aluno com notas em ambos os módulos encontrado',
  },
  basico: {
    label: 'Básico',
    info: 'Para aparecer aqui, tenha ao menos uma nota cadastrada no básico.',
    empty: 'Nenhum aluno com notas no módulo básico encontrado',
  },
  especifico: {
    label: 'Específico',
    info: 'Para aparecer aqui, tenha ao menos uma nota cadastrada no específico.',
    empty: 'Nenhum aluno com notas no módulo específico encontrado',
  },
};

export const semEditalText = 'Você precisa selecionar um edital no seu perfil para visualizar o ranking.';
export const searchPlaceholder = 'Buscar por QRA ou unidade...';
export const noMatchText = 'Nenhum aluno encontrado para a busca e a unidade escolhidas.';
/** A search or unit filter over the server's cap (RANKING_BUSCA_CAP): `cap` is the total it gave. */
export const buscaLimitadaText = (cap: number) => `Mais de ${formatCount(cap)} alunos encontrados. Refine a busca.`;

export { formatCount, formatMedia };
/** "1 aluno", "20.001 alunos". */
export const alunosLabel = (n: number) => `${formatCount(n)} ${n === 1 ? 'aluno' : 'alunos'}`;
/** "1 nota", "12 notas". */
export const notasLabel = (n: number) => `${formatCount(n)} ${n === 1 ? 'nota' : 'notas'}`;
