import { formatInteger } from './numbers.js';

// A student's cadernos of saved questions and their private notes per question (issue 33 §6): the limits
// and messages live with the rules (no zod), so the player's notes can count and warn without downloading
// zod; the schemas (shared/schemas/cadernos.ts) check with them.

export const CADERNO_NOME_MAX = 80;
/** At most this many cadernos per student, and questions per caderno. */
export const CADERNOS_MAX = 100;
export const CADERNO_QUESTOES_MAX = 5000;
export const ANOTACAO_MAX = 5000;
/** Questions per page of an open caderno (newest first). */
export const CADERNO_PAGE_SIZE = 20;

export const cadernoMessages = {
  nomeObrigatorio: 'Informe o nome do caderno.',
  nomeLongo: `O nome do caderno pode ter no máximo ${CADERNO_NOME_MAX} caracteres.`,
  nomeDuplicado: 'Você já tem um caderno com esse nome.',
  limiteCadernos: `Você já tem ${CADERNOS_MAX} cadernos. Exclua um caderno para criar outro.`,
  cadernoCheio: `Este caderno já tem ${formatInteger(CADERNO_QUESTOES_MAX)} questões, o máximo. Salve a questão em outro caderno.`,
  notFound: 'Caderno não encontrado.',
  semQuestoes: 'Este caderno não tem questões que você possa resolver agora.',
  questaoInvalida: 'Questão inválida. Recarregue a página e tente novamente.',
  anotacaoLonga: `Sua anotação pode ter no máximo ${formatInteger(ANOTACAO_MAX)} caracteres.`,
  anotacaoInvalida: 'Escreva sua anotação como texto.',
} as const;
