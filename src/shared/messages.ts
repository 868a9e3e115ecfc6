// The spec's pt-BR user-facing messages (SPEC §5, §8), one constant each. UI and server both use these.
export const messages = {
  // Login
  loginFieldsRequired: 'Por favor, preencha todos os campos.',
  loginInvalid: 'Email ou senha incorretos. Tente novamente.',
  loginUnexpected: 'Ocorreu um erro durante o login. Tente novamente.',
  // Signup
  signupFieldsRequired: 'Por favor, preencha todos os campos obrigatórios.',
  passwordsDontMatch: 'As senhas não coincidem.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  whatsappInvalid: 'Por favor, informe um número de WhatsApp válido.',
  emailInvalid: 'Por favor, informe um email válido.',
  signupDuplicate: 'Este email já está cadastrado. Por favor, faça login ou utilize a opção "Esqueci minha senha".',
  signupFailed: 'Erro ao criar conta. Por favor, tente novamente.',
  signupSuccess: 'Conta criada com sucesso!',
  unexpected: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  // Recovery
  recoveryEmailRequired: 'Por favor, informe seu email.',
  recoveryFailed: 'Erro ao enviar email de recuperação. Por favor, tente novamente mais tarde.',
  recoverySent: 'Email de recuperação enviado com sucesso!',
  recoverySentTitle: 'Email enviado!',
  resetLinkInvalid: 'Este link de recuperação é inválido ou expirou. Solicite um novo.',
  passwordChanged: 'Senha alterada com sucesso!',
  // Session
  sessionRecoveryFailed: 'Não foi possível recuperar sua sessão. Por favor, faça login novamente.',
  sessionRefreshFailed: 'Erro ao atualizar sessão. Por favor, recarregue a página.',
  profileLoadRetrying: 'Erro ao carregar dados do usuário. Tentando novamente...',
  profileLoadFailed: 'Erro ao carregar dados do usuário',
  logoutFailed: 'Erro ao fazer logout',
  notAuthenticated: 'Usuário não autenticado. Por favor, faça login novamente.',
  sessionExpired: 'Sessão expirada. Por favor, faça login novamente.',
  // Server-side refusals (not in the spec's catalogue; written in its voice)
  forbidden: 'Você não tem permissão para acessar este recurso.',
  subscribersOnly: 'Esta matéria está disponível apenas para assinantes',
  tooManyAttempts: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  notFound: 'Recurso não encontrado.',
  internal: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  // Simulados, comments, reports (SPEC §5, §8)
  comentarioRequired: 'Por favor, escreva seu comentário.',
  reportRequired: 'Por favor, descreva o erro encontrado.',
  textTooLong: 'O texto deve ter no máximo 2000 caracteres.',
  simuladoNotFound: 'Simulado não encontrado.',
  questaoNotFound: 'Questão não encontrada.',
  comentarioNotFound: 'Comentário não encontrado.',
  materiaNotFound: 'Matéria não encontrada',
  questaoForaDaMateria: 'O simulado contém questões que não pertencem a esta matéria.',
  semQuestoes: 'Ainda não há questões cadastradas para esta matéria.',
  todasRespondidas:
    'Parabéns! Você já respondeu todas as questões desta matéria. Escolha outro filtro para continuar praticando.',
  semQuestoesFiltro: 'Nenhuma questão encontrada para os filtros selecionados.',
  saveSlow: 'O salvamento está demorando mais que o esperado. Por favor, tente novamente.',
  saveRetriesExhausted:
    'Não foi possível salvar seu simulado no momento. Suas respostas continuam guardadas neste aparelho: tente novamente em instantes.',
  saveFailed: 'Ocorreu um erro ao salvar seu simulado. Tente novamente.',
  filterFailed: 'Ocorreu um erro ao filtrar as questões. Tente novamente.',
  loadFailed: 'Erro ao carregar dados. Por favor, tente novamente.',
  clearHistoryNothing: 'Não há simulados para excluir',
  clearHistoryFailed: 'Erro ao limpar histórico. Tente novamente.',
  clearHistorySuccess: 'Histórico limpo com sucesso!',
  commentsLoadFailed: 'Erro ao carregar comentários',
  reactFailed: 'Erro ao reagir ao comentário',
  commentDeleteFailed: 'Erro ao excluir comentário',
  commentDeleted: 'Comentário excluído com sucesso!',
  commentAddFailed: 'Erro ao enviar comentário. Por favor, tente novamente.',
  commentAdded: 'Comentário adicionado com sucesso!',
  reportFailed: 'Erro ao enviar report. Por favor, tente novamente.',
  reportSent: 'Report enviado com sucesso! Obrigado por ajudar a melhorar as questões.',
  imageLoadFailed: 'Erro ao carregar a imagem',
  // Subscription banner (SPEC §8)
  bannerInactive: 'Você não tem uma assinatura ativa. Assine agora para ter acesso ao conteúdo completo.',
  bannerCta: 'Ver planos',
  // Perfil: profile form, avatar, password change (SPEC §2 /perfil, §5, §8)
  profileUpdated: 'Perfil atualizado com sucesso!',
  profileUpdateFailed: 'Ocorreu um erro ao atualizar perfil.',
  profileUpdateFailedToast: 'Erro ao atualizar perfil',
  nomeRequired: 'Por favor, informe seu nome completo.',
  nomeTooLong: 'O nome deve ter no máximo 100 caracteres.',
  qraTooLong: 'O QRA deve ter no máximo 40 caracteres.',
  editalInvalid: 'Selecione um edital válido.',
  unidadeInvalid: 'Selecione uma unidade válida.',
  avatarInvalid: 'Por favor, selecione uma imagem válida',
  avatarTooLarge: 'A imagem deve ter no máximo 2MB',
  avatarRemoveConfirm: 'Tem certeza que deseja remover sua foto de perfil?',
  avatarUpdated: 'Foto atualizada com sucesso!',
  avatarUpdateFailed: 'Erro ao atualizar foto',
  avatarRemoved: 'Foto removida com sucesso!',
  avatarRemoveFailed: 'Erro ao remover foto',
  currentPasswordRequired: 'Por favor, informe sua senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  passwordChangeFailed: 'Erro ao alterar senha. Tente novamente.',
  // Resumos (SPEC §2 /resumos)
  resumosSubscribersOnly: 'Os resumos estão disponíveis apenas para assinantes.',
  resumoNotFound: 'Resumo não encontrado.',
} as const;

export type MessageKey = keyof typeof messages;

/** 'Sua assinatura expira em {n} dia(s). Renove agora para não perder o acesso.' */
export function bannerExpiring(dias: number): string {
  return `Sua assinatura expira em ${dias} ${dias === 1 ? 'dia' : 'dias'}. Renove agora para não perder o acesso.`;
}
