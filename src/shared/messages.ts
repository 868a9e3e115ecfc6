// The spec's pt-BR user-facing messages (SPEC §5, §8), one constant each. UI and server both use these.
export const messages = {
  // Login
  loginFieldsRequired: 'Por favor, preencha todos os campos.',
  loginInvalid: 'Email ou senha incorretos. Tente novamente.',
  loginUnexpected: 'Ocorreu um erro durante o login. Tente novamente.',
  loginOffline: 'Você está sem internet. Entrar exige conexão: conecte-se e tente novamente.',
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
  // A page that could not open (not in the spec; written in its voice)
  pageLoadFailedTitle: 'Não foi possível carregar esta página',
  pageLoadFailed:
    'Verifique sua conexão com a internet e tente novamente. Se o Bizu acabou de ser atualizado, recarregar a página traz a versão nova.',
  pageErrorTitle: 'Algo deu errado',
  dialogLoadFailed: 'Não foi possível abrir esta janela. Verifique sua conexão com a internet e tente novamente.',
  // Recovery
  recoveryEmailRequired: 'Por favor, informe seu email.',
  recoveryFailed: 'Erro ao enviar email de recuperação. Por favor, tente novamente mais tarde.',
  recoverySent: 'Email de recuperação enviado com sucesso!',
  // The API's answer to a recovery request: the same whether or not the address has an account.
  recoveryRequested: 'Se este email estiver cadastrado, você receberá um link para redefinir sua senha.',
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
  // Trusted origins and the in-progress simulado's local copy (not in the spec; written in its voice)
  originNotTrusted:
    'Este endereço não está autorizado a acessar o Bizu. Abra o app pelo endereço configurado (APP_URL) ou peça ao administrador para incluí-lo em TRUSTED_ORIGINS.',
  emAndamentoStorageFull:
    'Não foi possível guardar o simulado neste aparelho (armazenamento cheio). Suas respostas ficam só nesta aba até você finalizar.',
  // Server-side refusals (not in the spec's catalogue; written in its voice)
  forbidden: 'Você não tem permissão para acessar este recurso.',
  subscribersOnly: 'Esta matéria está disponível apenas para assinantes',
  tooManyAttempts: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  notFound: 'Recurso não encontrado.',
  internal: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  databaseUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  serverBusy: 'Muitos acessos neste momento. Tente novamente em instantes.',
  originMissing: 'Não foi possível confirmar de onde veio este pedido. Recarregue a página e tente novamente.',
  textInvalidCharacters: 'O texto contém caracteres inválidos.',
  bodyTooLarge: 'O conteúdo enviado é grande demais.',
  // Simulados, comments, reports (SPEC §5, §8)
  comentarioRequired: 'Por favor, escreva seu comentário.',
  reportRequired: 'Por favor, descreva o erro encontrado.',
  textTooLong: 'O texto deve ter no máximo 2000 caracteres.',
  simuladoNotFound: 'Simulado não encontrado.',
  sessaoNotFound: 'Este simulado não foi encontrado. Comece um novo simulado.',
  sessaoJaEnviada: 'Este simulado já foi enviado.',
  questaoForaDaSessao: 'Esta questão não faz parte deste simulado.',
  tempoEsgotado: 'Tempo esgotado: o simulado foi finalizado.',
  tempoEsgotadoSemRespostas: 'Tempo esgotado: nenhuma questão foi conferida, então não há simulado para salvar.',
  questaoNotFound: 'Questão não encontrada.',
  comentarioNotFound: 'Comentário não encontrado.',
  materiaNotFound: 'Matéria não encontrada',
  questaoForaDaMateria: 'O simulado contém questões que não pertencem a esta matéria.',
  respostaForaDoTipo: 'Resposta inválida para o tipo da questão. Recarregue o simulado e tente novamente.',
  semQuestoes: 'Ainda não há questões cadastradas para esta matéria.',
  todasRespondidas:
    'Parabéns! Você já respondeu todas as questões desta matéria. Escolha outro filtro para continuar praticando.',
  semQuestoesFiltro: 'Nenhuma questão encontrada para os filtros selecionados.',
  saveSlow: 'O salvamento está demorando mais que o esperado. Por favor, tente novamente.',
  saveRetriesExhausted:
    'Não foi possível salvar seu simulado no momento. Suas respostas continuam guardadas neste aparelho: tente novamente em instantes.',
  saveFailed: 'Ocorreu um erro ao salvar seu simulado. Tente novamente.',
  /** Offline (decision 0042): 'Finalizar' with no network keeps the save in the browser and sends it later. */
  saveQueuedOffline: 'Sem conexão: o simulado será enviado quando a internet voltar.',
  saveQueuedSent: 'Simulado enviado.',
  saveQueuedRefused: 'Um simulado finalizado sem conexão não pôde ser salvo:',
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
  rankingVisibilityHidden: 'Você não aparece mais no ranking.',
  rankingVisibilityShown: 'Você voltou a aparecer no ranking.',
  rankingVisibilityFailed: 'Erro ao atualizar visibilidade no ranking',
  rankingVisibilityInvalid: 'Escolha se você aparece no ranking.',
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
  // Ranking (SPEC §2 /ranking): the query's refusals
  rankingTabInvalid: 'Aba do ranking inválida.',
  rankingSearchTooLong: 'A busca deve ter no máximo 50 caracteres.',
  rankingPageInvalid: 'Página do ranking inválida.',
  rankingBuscaPaginaAlem: 'A busca mostra até 1.000 alunos. Refine a busca para ver os demais.',
  // Calendário de Provas (SPEC §2 /calendario, §5 'Exam') and its private calendar feed
  provasEmpty: 'Você ainda não cadastrou nenhuma prova',
  provaMateriaRequired: 'Por favor, selecione a matéria.',
  provaDataRequired: 'Por favor, informe a data da prova.',
  provaDataInvalid: 'Informe uma data válida.',
  provaHoraRequired: 'Por favor, informe o horário da prova.',
  provaHoraInvalid: 'Informe um horário válido (HH:MM).',
  provaDescricaoTooLong: 'A descrição deve ter no máximo 500 caracteres.',
  provaNotFound: 'Prova não encontrada.',
  provaCreated: 'Prova cadastrada com sucesso!',
  provaUpdated: 'Prova atualizada com sucesso!',
  provaDeleted: 'Prova excluída com sucesso!',
  provaSaveFailed: 'Erro ao salvar prova. Tente novamente.',
  provaDeleteFailed: 'Erro ao excluir prova. Tente novamente.',
  provaDeleteConfirm: 'Tem certeza que deseja excluir esta prova?',
  calendarioLinkCopied: 'Link copiado!',
  calendarioLinkCopyFailed: 'Não foi possível copiar. Selecione o link e copie manualmente.',
  calendarioLinkRegenerated: 'Novo link gerado. O link anterior deixou de funcionar.',
  calendarioLinkFailed: 'Erro ao gerar o link do calendário. Tente novamente.',
  // Minhas Notas (SPEC §2 /notas, §5 'Grade', §8 toasts)
  notaMateriaRequired: 'Por favor, selecione a matéria.',
  notaRequired: 'Por favor, informe a nota.',
  notaRange: 'A nota deve ser um número de 0 a 10.',
  notaDecimals: 'A nota pode ter no máximo duas casas decimais.',
  notaDataRequired: 'Por favor, informe a data.',
  notaDataInvalid: 'Informe uma data válida.',
  notaDescricaoTooLong: 'A descrição deve ter no máximo 500 caracteres.',
  notaNotFound: 'Nota não encontrada.',
  notaCreated: 'Nota salva com sucesso!',
  notaUpdated: 'Nota atualizada com sucesso!',
  notaDeleted: 'Nota excluída com sucesso!',
  notaSaveFailed: 'Erro ao salvar nota. Tente novamente.',
  notaDeleteFailed: 'Erro ao excluir nota. Tente novamente.',
  notaDeleteConfirm: 'Tem certeza que deseja excluir esta nota? As médias e o ranking serão atualizados.',
  notasEmpty: 'Você ainda não cadastrou nenhuma nota',
  // Assinatura: the payment webhook's refusals (read by Eduzz and by whoever sets it up)
  webhookDisabled: 'Webhook de pagamento desativado: defina EDUZZ_WEBHOOK_SECRET no servidor.',
  webhookSignatureInvalid: 'Assinatura do webhook ausente ou inválida.',
  // Admin: Módulos, Unidades, Editais (SPEC §2 admin panel, §5, §8 toasts)
  moduloNomeRequired: 'Por favor, informe o nome do módulo.',
  moduloNomeDuplicado: 'Já existe um módulo com este nome.',
  moduloNotFound: 'Módulo não encontrado.',
  moduloEmUso: 'Este módulo não pode ser excluído: há matérias nele.',
  moduloDoRanking:
    'Este módulo não pode ser excluído: o ranking conta o primeiro módulo como Básico e o segundo como Específico. Renomeie-o, se preciso.',
  moduloCreated: 'Módulo criado com sucesso!',
  moduloUpdated: 'Módulo atualizado com sucesso!',
  moduloDeleted: 'Módulo excluído com sucesso!',
  moduloSaveFailed: 'Erro ao salvar módulo',
  moduloDeleteFailed: 'Erro ao excluir módulo',
  modulosLoadFailed: 'Erro ao carregar módulos',
  unidadeSiglaRequired: 'Por favor, informe a sigla da unidade.',
  unidadeNomeRequired: 'Por favor, informe o nome da unidade.',
  unidadeSiglaDuplicada: 'Já existe uma unidade com esta sigla.',
  unidadeNotFound: 'Unidade não encontrada.',
  unidadeEmUso: 'Esta unidade não pode ser excluída: há alunos vinculados a ela. Desative em vez de excluir.',
  unidadeCreated: 'Unidade criada com sucesso!',
  unidadeUpdated: 'Unidade atualizada com sucesso!',
  unidadeDeleted: 'Unidade excluída com sucesso!',
  unidadeSaveFailed: 'Erro ao salvar unidade',
  unidadeDeleteFailed: 'Erro ao excluir unidade',
  unidadesLoadFailed: 'Erro ao carregar unidades',
  editalNumeroRequired: 'Por favor, informe o número do edital.',
  editalNumeroDuplicado: 'Já existe um edital com este número.',
  editalNotFound: 'Edital não encontrado.',
  editalEmUso: 'Este edital não pode ser excluído: há alunos vinculados a ele. Desative em vez de excluir.',
  editalCreated: 'Edital criado com sucesso!',
  editalUpdated: 'Edital atualizado com sucesso!',
  editalDeleted: 'Edital excluído com sucesso!',
  bancaNomeRequired: 'Por favor, informe o nome da banca.',
  bancaNomeDuplicado: 'Já existe uma banca com este nome.',
  bancaNotFound: 'Banca não encontrada.',
  bancaEmUso: 'Esta banca não pode ser excluída: há questões vinculadas a ela. Desative em vez de excluir.',
  bancaCreated: 'Banca criada com sucesso!',
  bancaUpdated: 'Banca atualizada com sucesso!',
  bancaDeleted: 'Banca excluída com sucesso!',
  bancaSaveFailed: 'Erro ao salvar banca',
  bancaDeleteFailed: 'Erro ao excluir banca',
  bancasLoadFailed: 'Erro ao carregar bancas',
  editalSaveFailed: 'Erro ao salvar edital',
  editalDeleteFailed: 'Erro ao excluir edital',
  editaisLoadFailed: 'Erro ao carregar editais',
  // Spaced review (issue 27 §3)
  revisaoNadaParaRevisar: 'Nenhuma questão para revisar hoje.',
  revisaoCartaoNotFound: 'Esta questão não está na sua revisão.',
  revisaoCartaoRemovido: 'Questão removida da revisão.',
  revisaoRemoverFalhou: 'Não foi possível remover a questão da revisão. Tente novamente.',
  revisaoIniciarFalhou: 'Não foi possível começar a revisão. Tente novamente.',
} as const;

export type MessageKey = keyof typeof messages;

/** 'Sua assinatura expira em {n} dia(s). Renove agora…', or 'expira hoje' on the last day (decision 0036). */
export function bannerExpiring(dias: number): string {
  const quando = dias === 0 ? 'hoje' : `em ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  return `Sua assinatura expira ${quando}. Renove agora para não perder o acesso.`;
}

/** '1 matéria' / '3 matérias'. */
function contagem(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Admin: deleting a módulo with matérias is refused, naming how many depend on it. */
export function moduloEmUsoMessage(materias: number): string {
  return `Este módulo não pode ser excluído: ${contagem(materias, 'matéria pertence', 'matérias pertencem')} a ele.`;
}

/** Admin: a unidade students chose is kept; the admin deactivates it instead. */
export function unidadeEmUsoMessage(alunos: number): string {
  return `Esta unidade não pode ser excluída: ${contagem(alunos, 'aluno vinculado', 'alunos vinculados')} a ela. Desative em vez de excluir.`;
}

/** Admin: an edital students chose is kept; the admin deactivates it instead. */
export function editalEmUsoMessage(alunos: number): string {
  return `Este edital não pode ser excluído: ${contagem(alunos, 'aluno vinculado', 'alunos vinculados')} a ele. Desative em vez de excluir.`;
}

/** Admin: a banca questions name is kept (their source line would change); the admin deactivates it instead. */
export function bancaEmUsoMessage(questoes: number): string {
  return `Esta banca não pode ser excluída: ${contagem(questoes, 'questão vinculada', 'questões vinculadas')} a ela. Desative em vez de excluir.`;
}
