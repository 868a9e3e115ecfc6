/** TanStack Query keys of comments: the ones under one question and the user's own. */
export const comentariosKeys = {
  all: ['comentarios'] as const,
  daQuestao: (questaoId: number) => ['comentarios', 'questao', questaoId] as const,
  meus: () => ['comentarios', 'meus'] as const,
};
