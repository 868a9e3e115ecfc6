import { formatInteger } from './numbers.js';

/**
 * The admin Matérias and Aulas tabs (SPEC §2 admin panel, §5 'Aula: ordem min 1; all fields required',
 * §8 toasts): the limits, the kinds and every pt-BR message the two tabs and their API use. Apart from
 * their schemas (shared/schemas/admin-materias.ts), so a tab's list shows them without zod.
 */
export const NOME_MAX = 120;
export const TITULO_MAX = 200;
/** A lesson sequence longer than this is a typo (an extra zero), not a course. */
export const AULA_ORDEM_MAX = 9_999;

export const MATERIA_TIPOS = ['teorica', 'pratica'] as const;
export type MateriaTipo = (typeof MATERIA_TIPOS)[number];
export const materiaTipoLabel: Record<MateriaTipo, string> = {
  teorica: 'Teórica (Simulados)',
  pratica: 'Prática (Apenas Notas)',
};

/** '1 questão' / '3 questões'. */
function contagem(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** 'a, b e c'. */
function lista(partes: string[]): string {
  return partes.length <= 1 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)!}`;
}

/** What keeps a matéria from being deleted; every count is of rows that reference it. */
export interface MateriaDependentes {
  simulados: number;
  respostas: number;
  notas: number;
  provas: number;
  questoes: number;
  aulas: number;
  resumos: number;
  comentarios: number;
  reports: number;
}

export const materiaMessages = {
  nomeRequired: 'Por favor, informe o nome da matéria.',
  nomeTooLong: `Use no máximo ${NOME_MAX} caracteres.`,
  moduloRequired: 'Por favor, selecione o módulo.',
  moduloNotFound: 'Módulo não encontrado.',
  tipoInvalid: 'Escolha o tipo: Teórica (Simulados) ou Prática (Apenas Notas).',
  nomeDuplicado: 'Já existe uma matéria com este nome neste módulo.',
  emUso: 'Esta matéria não pode ser excluída: há registros que dependem dela.',
  tipoComQuestoes: 'Esta matéria não pode passar a Prática (Apenas Notas) enquanto tiver questões.',
  created: 'Matéria criada com sucesso!',
  updated: 'Matéria atualizada com sucesso!',
  deleted: 'Matéria excluída com sucesso!',
  saveFailed: 'Erro ao salvar matéria',
  deleteFailed: 'Erro ao excluir matéria',
  loadFailed: 'Erro ao carregar matérias',
  /** Deleting is refused, naming each kind of dependant with its count. */
  emUsoDetalhado(d: MateriaDependentes): string {
    const partes = [
      d.simulados && contagem(d.simulados, 'simulado', 'simulados'),
      d.respostas && contagem(d.respostas, 'resposta', 'respostas'),
      d.notas && contagem(d.notas, 'nota', 'notas'),
      d.provas && contagem(d.provas, 'prova agendada', 'provas agendadas'),
    ].filter((p): p is string => Boolean(p));
    const conteudo = [
      d.questoes && contagem(d.questoes, 'questão', 'questões'),
      d.aulas && contagem(d.aulas, 'aula', 'aulas'),
      d.resumos && contagem(d.resumos, 'resumo', 'resumos'),
      d.comentarios && contagem(d.comentarios, 'comentário', 'comentários'),
      d.reports && contagem(d.reports, 'report', 'reports'),
    ].filter((p): p is string => Boolean(p));
    const itens = [...(partes.length > 0 ? [`${lista(partes)} de alunos`] : []), ...conteudo];
    const total = Object.values(d).reduce((a, b) => a + b, 0);
    const verbo = total === 1 ? 'depende' : 'dependem';
    // Students' history is never deleted from here; content can be removed first by the admin.
    const conselho = partes.length > 0 ? '' : ' Exclua primeiro o que depende dela.';
    return `Esta matéria não pode ser excluída: ${lista(itens)} ${verbo} dela.${conselho}`;
  },
  /** Teórica → Prática is refused while questões exist (see update-materia.ts for why). */
  tipoComQuestoesDetalhado(questoes: number): string {
    return `Esta matéria tem ${contagem(questoes, 'questão', 'questões')}: ela só pode passar a Prática (Apenas Notas) sem questões, que sumiriam dos simulados e da aba Questões. Exclua ou mova as questões antes.`;
  },
} as const;

export const aulaMessages = {
  materiaRequired: 'Por favor, selecione a matéria.',
  materiaNotFound: 'Matéria não encontrada.',
  materiaPratica: 'Aulas só podem ser cadastradas em matérias teóricas (as práticas não têm questões nem simulados).',
  tituloRequired: 'Por favor, informe o título da aula.',
  tituloTooLong: `Use no máximo ${TITULO_MAX} caracteres.`,
  ordemRequired: 'Por favor, informe a ordem da aula.',
  ordemMin: 'A ordem deve ser um número inteiro a partir de 1.',
  ordemMax: `A ordem deve ser no máximo ${formatInteger(AULA_ORDEM_MAX)}.`,
  ordemDuplicada: 'Já existe uma aula com esta ordem nesta matéria.',
  notFound: 'Aula não encontrada.',
  emUso: 'Esta aula não pode ser excluída: há questões vinculadas a ela. Desative-a em vez de excluir.',
  materiaComQuestoes: 'Esta aula não pode mudar de matéria enquanto tiver questões vinculadas.',
  created: 'Aula criada com sucesso!',
  updated: 'Aula atualizada com sucesso!',
  deleted: 'Aula excluída com sucesso!',
  saveFailed: 'Erro ao salvar aula',
  deleteFailed: 'Erro ao excluir aula',
  loadFailed: 'Erro ao carregar aulas',
  emUsoDetalhado(questoes: number): string {
    return `Esta aula não pode ser excluída: ${contagem(questoes, 'questão está vinculada', 'questões estão vinculadas')} a ela. Desative-a para escondê-la dos alunos.`;
  },
  materiaComQuestoesDetalhado(questoes: number): string {
    return `Esta aula não pode mudar de matéria: ${contagem(questoes, 'questão da matéria atual está vinculada', 'questões da matéria atual estão vinculadas')} a ela. Crie a aula na outra matéria.`;
  },
} as const;
