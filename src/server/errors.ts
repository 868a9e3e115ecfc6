import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../shared/messages.js';
import { alunoMessages } from '../shared/schemas/admin-alunos.js';
import { adminReportsMessages } from '../shared/schemas/admin-reports.js';
import { aulaMessages, materiaMessages } from '../shared/schemas/admin-materias.js';
import { importacaoMessages } from '../shared/schemas/admin-importacao-questoes.js';
import { questaoAdminMessages } from '../shared/schemas/admin-questoes.js';
import { loteMessages } from '../shared/schemas/admin-questoes-lote.js';
import { resumoAdminMessages } from '../shared/schemas/admin-resumos.js';
import { cadernoMessages } from '../shared/schemas/cadernos.js';
import { questaoImagemMessages } from '../shared/rules/questao-imagem.js';

/** Every refusal the API knows, with its HTTP status and the pt-BR message the user sees. */
const catalogue = {
  INVALID_INPUT: { status: 400, message: messages.invalidInput },
  UNAUTHENTICATED: { status: 401, message: messages.notAuthenticated },
  FORBIDDEN: { status: 403, message: messages.forbidden },
  // A state-changing request from a page the app does not trust, or a browser's without its Origin
  // (origin-check.ts). INVALID_ORIGIN is also Better Auth's code for the same refusal on /api/auth.
  INVALID_ORIGIN: { status: 403, message: messages.originNotTrusted },
  MISSING_ORIGIN: { status: 403, message: messages.originMissing },
  // A NUL character in any text: PostgreSQL cannot store it (routes/validate.ts).
  INVALID_CHARACTERS: { status: 400, message: messages.textInvalidCharacters },
  BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  SUBSCRIPTION_REQUIRED: { status: 403, message: messages.subscribersOnly },
  NOT_FOUND: { status: 404, message: messages.notFound },
  MATERIA_NOT_FOUND: { status: 404, message: messages.materiaNotFound },
  QUESTAO_NOT_FOUND: { status: 404, message: messages.questaoNotFound },
  SIMULADO_NOT_FOUND: { status: 404, message: messages.simuladoNotFound },
  SESSAO_NOT_FOUND: { status: 404, message: messages.sessaoNotFound },
  SESSAO_JA_ENVIADA: { status: 409, message: messages.sessaoJaEnviada },
  // Nothing to print for the chosen filters (the message names why: routes/impressao.ts)
  IMPRESSAO_VAZIA: { status: 422, message: messages.semQuestoesFiltro },
  QUESTAO_FORA_DA_SESSAO: { status: 400, message: messages.questaoForaDaSessao },
  COMENTARIO_NOT_FOUND: { status: 404, message: messages.comentarioNotFound },
  QUESTAO_FORA_DA_MATERIA: { status: 400, message: messages.questaoForaDaMateria },
  // A letter the question's kind has no place for (E on a four-alternative one, A on Certo/Errado).
  RESPOSTA_FORA_DO_TIPO: { status: 400, message: messages.respostaForaDoTipo },
  REVISAO_CARTAO_NOT_FOUND: { status: 404, message: messages.revisaoCartaoNotFound },
  INVALID_RESET_TOKEN: { status: 400, message: messages.resetLinkInvalid },
  RATE_LIMITED: { status: 429, message: messages.tooManyAttempts },
  // Perfil and avatar
  AVATAR_INVALID: { status: 400, message: messages.avatarInvalid },
  AVATAR_TOO_LARGE: { status: 413, message: messages.avatarTooLarge },
  CURRENT_PASSWORD_WRONG: { status: 400, message: messages.currentPasswordWrong },
  // Resumos
  RESUMOS_SUBSCRIBERS_ONLY: { status: 403, message: messages.resumosSubscribersOnly },
  RESUMO_NOT_FOUND: { status: 404, message: messages.resumoNotFound },
  // Calendário de Provas
  PROVA_NOT_FOUND: { status: 404, message: messages.provaNotFound },
  // Minhas Notas
  NOTA_NOT_FOUND: { status: 404, message: messages.notaNotFound },
  // Cadernos (messages in shared/schemas/cadernos.ts): another student's caderno is not found, never forbidden.
  CADERNO_NOT_FOUND: { status: 404, message: cadernoMessages.notFound },
  CADERNO_DUPLICADO: { status: 409, message: cadernoMessages.nomeDuplicado },
  CADERNOS_LIMITE: { status: 409, message: cadernoMessages.limiteCadernos },
  CADERNO_CHEIO: { status: 409, message: cadernoMessages.cadernoCheio },
  CADERNO_SEM_QUESTOES: { status: 422, message: cadernoMessages.semQuestoes },
  // Assinatura: the payment webhook
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: messages.webhookSignatureInvalid },
  WEBHOOK_DISABLED: { status: 503, message: messages.webhookDisabled },
  // Admin: Módulos, Unidades, Editais
  MODULO_NOT_FOUND: { status: 404, message: messages.moduloNotFound },
  MODULO_DUPLICADO: { status: 409, message: messages.moduloNomeDuplicado },
  MODULO_EM_USO: { status: 409, message: messages.moduloEmUso },
  MODULO_DO_RANKING: { status: 409, message: messages.moduloDoRanking },
  UNIDADE_NOT_FOUND: { status: 404, message: messages.unidadeNotFound },
  UNIDADE_DUPLICADA: { status: 409, message: messages.unidadeSiglaDuplicada },
  UNIDADE_EM_USO: { status: 409, message: messages.unidadeEmUso },
  EDITAL_NOT_FOUND: { status: 404, message: messages.editalNotFound },
  EDITAL_DUPLICADO: { status: 409, message: messages.editalNumeroDuplicado },
  EDITAL_EM_USO: { status: 409, message: messages.editalEmUso },
  BANCA_NOT_FOUND: { status: 404, message: messages.bancaNotFound },
  BANCA_DUPLICADA: { status: 409, message: messages.bancaNomeDuplicado },
  BANCA_EM_USO: { status: 409, message: messages.bancaEmUso },
  // Admin: Questões
  QUESTAO_MATERIA_PRATICA: { status: 400, message: questaoAdminMessages.materiaPratica },
  QUESTAO_AULA_FORA_DA_MATERIA: { status: 400, message: questaoAdminMessages.aulaForaDaMateria },
  QUESTAO_EM_USO: { status: 409, message: questaoAdminMessages.emUso },
  // A page past the first 1,000 matches of a search that has more (decision 0064).
  QUESTOES_BUSCA_ALEM_DO_LIMITE: { status: 400, message: questaoAdminMessages.buscaPaginaAlem },
  QUESTOES_LOTE_GRANDE: { status: 400, message: loteMessages.grande },
  // Images in questions (issue 34 §2; messages in shared/rules/questao-imagem.ts): not an image is the avatars' words.
  QUESTAO_IMAGEM_INVALIDA: { status: 400, message: questaoImagemMessages.invalida },
  QUESTAO_IMAGEM_GRANDE: { status: 413, message: questaoImagemMessages.muitoGrande },
  QUESTAO_IMAGEM_AUSENTE: { status: 400, message: questaoImagemMessages.ausente },
  QUESTAO_IMAGEM_INDISPONIVEL: { status: 400, message: questaoImagemMessages.indisponivel },
  // Admin: Matérias and Aulas (messages in shared/schemas/admin-materias.ts)
  MATERIA_MODULO_NOT_FOUND: { status: 400, message: materiaMessages.moduloNotFound },
  MATERIA_DUPLICADA: { status: 409, message: materiaMessages.nomeDuplicado },
  MATERIA_EM_USO: { status: 409, message: materiaMessages.emUso },
  MATERIA_TIPO_COM_QUESTOES: { status: 409, message: materiaMessages.tipoComQuestoes },
  AULA_NOT_FOUND: { status: 404, message: aulaMessages.notFound },
  AULA_MATERIA_NOT_FOUND: { status: 400, message: aulaMessages.materiaNotFound },
  AULA_MATERIA_PRATICA: { status: 422, message: aulaMessages.materiaPratica },
  AULA_ORDEM_DUPLICADA: { status: 409, message: aulaMessages.ordemDuplicada },
  AULA_EM_USO: { status: 409, message: aulaMessages.emUso },
  AULA_MATERIA_COM_QUESTOES: { status: 409, message: aulaMessages.materiaComQuestoes },
  // Admin: Reports
  REPORT_NOT_FOUND: { status: 404, message: adminReportsMessages.notFound },
  REPORT_STATUS_INALTERADO: { status: 400, message: adminReportsMessages.statusInvalid },
  REPORT_NOT_FOUND_AFTER_UPDATE: { status: 409, message: adminReportsMessages.notFoundAfterUpdate },
  // Admin: Resumos (messages in shared/schemas/admin-resumos.ts)
  RESUMO_DUPLICADO: { status: 409, message: resumoAdminMessages.duplicado },
  RESUMO_PDF_INVALIDO: { status: 400, message: resumoAdminMessages.pdfInvalido },
  RESUMO_PDF_MUITO_GRANDE: { status: 413, message: resumoAdminMessages.pdfMuitoGrande },
  // Admin: Alunos (messages in shared/schemas/admin-alunos.ts)
  ALUNO_NOT_FOUND: { status: 404, message: alunoMessages.notFound },
  ALUNO_EMAIL_DUPLICADO: { status: 409, message: alunoMessages.emailDuplicado },
  ALUNO_ADMIN_NAO_EXCLUIVEL: { status: 409, message: alunoMessages.adminNaoExcluivel },
  ALUNO_PROPRIO_ADMIN: { status: 409, message: alunoMessages.proprioAdmin },
  ALUNO_ULTIMO_ADMIN: { status: 409, message: alunoMessages.ultimoAdmin },
  // Admin: CSV import of questions (messages in shared/schemas/admin-importacao-questoes.ts)
  IMPORTACAO_ARQUIVO_INVALIDO: { status: 400, message: importacaoMessages.arquivoAusente },
  IMPORTACAO_ARQUIVO_GRANDE: { status: 413, message: importacaoMessages.arquivoGrande },
  IMPORTACAO_CONFLITO: { status: 409, message: importacaoMessages.conflito },
  // The database cannot be reached (restart, failover, network): nothing is wrong with the request, and
  // the same request succeeds once it is back (db/unavailable.ts, app.ts).
  DATABASE_UNAVAILABLE: { status: 503, message: messages.databaseUnavailable },
  // Every pooled connection stayed busy for PG_POOL_WAIT_MS: the database is up, this process has more
  // requests than connections; the same request succeeds a moment later (db/unavailable.ts, app.ts).
  SERVER_BUSY: { status: 503, message: messages.serverBusy },
  INTERNAL: { status: 500, message: messages.internal },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof catalogue;

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? catalogue[code].message);
    this.name = 'AppError';
    this.status = catalogue[code].status;
  }

  toBody() {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}
