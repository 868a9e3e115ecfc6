import { z } from 'zod';
import { messages } from '../messages.js';
import { isCalendarDay } from '../rules/dates.js';
import { formatInteger } from '../rules/numbers.js';
import { saoPauloDay } from '../rules/provas.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/password.js';
import { adminDaysLeftLabel, isSubscriptionActive } from '../rules/subscription.js';
import { isValidWhatsapp, whatsappDigits } from '../rules/whatsapp.js';
import { bodyIdSchema } from './id.js';
import { NOME_MAX_LENGTH, QRA_MAX_LENGTH } from './perfil.js';

// The admin Alunos tab (SPEC §2 admin panel 'Alunos', §5 'Admin user', §8 toasts).

export const ALUNOS_PAGE_SIZE = 20;
export const ALUNOS_BUSCA_MAX = 100;
/**
 * A search counts its matches exactly up to this many (decision 0058): over it the total reads 'Mais de
 * 1.000 usuários encontrados' and only its first ALUNOS_BUSCA_PAGES pages are offered, newest sign-up first
 * (decision 0064; within the cap the pages are by name). 1,000 is more than an admin pages through (50 pages) and few enough to gather in a few milliseconds.
 */
export const ALUNOS_BUSCA_CAP = 1_000;
export const ALUNOS_BUSCA_PAGES = ALUNOS_BUSCA_CAP / ALUNOS_PAGE_SIZE;
const EMAIL_MAX = 254;

export const alunoMessages = {
  nomeRequired: 'Por favor, informe o nome.',
  emailRequired: 'Por favor, informe o email.',
  senhaRequired: 'A senha é obrigatória para novos usuários',
  senhaTooShort: messages.passwordTooShort,
  senhaTooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  dataExpiracaoInvalid: 'Informe uma data de expiração válida.',
  buscaTooLong: `A busca deve ter no máximo ${ALUNOS_BUSCA_MAX} caracteres.`,
  pageInvalid: 'Página inválida.',
  buscaLimitada: (cap: number) =>
    `Mais de ${formatInteger(cap)} usuários encontrados. Mostrando os cadastros mais recentes; refine a busca.`,
  buscaPaginaAlem: `A busca mostra até ${formatInteger(ALUNOS_BUSCA_PAGES)} páginas. Refine a busca para ver os demais usuários.`,
  notFound: 'Usuário não encontrado.',
  emailDuplicado: 'Já existe um usuário com este email.',
  adminNaoExcluivel: 'Não é possível excluir administradores',
  proprioAdmin: 'Você não pode remover seu próprio acesso de administrador.',
  ultimoAdmin: 'Não é possível remover o último administrador.',
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  deleted: 'Usuário excluído com sucesso!',
  saveFailed: 'Erro ao salvar usuário',
  createFailed: 'Erro ao criar usuário',
  deleteFailed: 'Erro ao excluir usuário',
  loadFailed: 'Erro ao carregar dados',
  deleteConfirm: (nome: string) =>
    `Tem certeza que deseja excluir ${nome}? As sessões dele(a) terminam e os simulados, notas, provas, comentários e reports são apagados. Esta ação não pode ser desfeita.`,
} as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string(messages.invalidInput)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** The fields shared by 'Novo Usuário' and 'Editar Usuário'. E-mail is stored lower-case. */
const alunoFields = {
  nome: z
    .string(alunoMessages.nomeRequired)
    .trim()
    .min(1, alunoMessages.nomeRequired)
    .max(NOME_MAX_LENGTH, messages.nomeTooLong),
  email: z
    .string(alunoMessages.emailRequired)
    .trim()
    .min(1, alunoMessages.emailRequired)
    .max(EMAIL_MAX, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid))
    .transform((v) => v.toLowerCase()),
  whatsapp: z
    .string(messages.whatsappInvalid)
    .trim()
    .nullish()
    .refine((v) => !v || isValidWhatsapp(v), messages.whatsappInvalid)
    .transform((v) => (v ? whatsappDigits(v) : null)),
  qra: optionalText(QRA_MAX_LENGTH, messages.qraTooLong),
  editalId: bodyIdSchema(messages.editalInvalid)
    .nullish()
    .transform((v) => v ?? null),
  unidadeId: bodyIdSchema(messages.unidadeInvalid)
    .nullish()
    .transform((v) => v ?? null),
  /** The last day of the subscription, a São Paulo calendar day (YYYY-MM-DD); empty = no subscription. */
  dataExpiracao: z
    .string(alunoMessages.dataExpiracaoInvalid)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isCalendarDay(v), alunoMessages.dataExpiracaoInvalid),
  isAdmin: z.boolean(messages.invalidInput).default(false),
};

const senha = z
  .string(alunoMessages.senhaRequired)
  .min(PASSWORD_MIN_LENGTH, alunoMessages.senhaTooShort)
  .max(PASSWORD_MAX_LENGTH, alunoMessages.senhaTooLong);

/** POST /api/admin/alunos: 'Novo Usuário'. The password is required (SPEC §5). */
export const alunoCreateSchema = z.object({
  ...alunoFields,
  senha: z.string(alunoMessages.senhaRequired).min(1, alunoMessages.senhaRequired).pipe(senha),
});
export type AlunoCreateInput = z.input<typeof alunoCreateSchema>;
export type AlunoCreate = z.output<typeof alunoCreateSchema>;

/** PUT /api/admin/alunos/{id}: 'Editar Usuário'. An empty password keeps the current one. */
export const alunoUpdateSchema = z.object({
  ...alunoFields,
  senha: z
    .string(messages.invalidInput)
    .nullish()
    .transform((v) => v || null)
    .pipe(senha.nullable()),
});
export type AlunoUpdateInput = z.input<typeof alunoUpdateSchema>;
export type AlunoUpdate = z.output<typeof alunoUpdateSchema>;

/** GET /api/admin/alunos?q=&page=: a search over nome, email, QRA and WhatsApp, one page at a time. */
export const alunosQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(ALUNOS_BUSCA_MAX, alunoMessages.buscaTooLong)
      .optional()
      .transform((v) => v ?? ''),
    page: z.coerce
      .number(alunoMessages.pageInvalid)
      .int(alunoMessages.pageInvalid)
      .min(1, alunoMessages.pageInvalid)
      .max(100_000, alunoMessages.pageInvalid)
      .default(1),
  })
  .refine((query) => !query.q || query.page <= ALUNOS_BUSCA_PAGES, {
    message: alunoMessages.buscaPaginaAlem,
    path: ['page'],
  });
export type AlunosQuery = z.output<typeof alunosQuerySchema>;

/** A user id in the URL: Better Auth's ids (UUIDs) and the seed's; anything longer or stranger is a 400. */
export const alunoIdSchema = z
  .string(messages.invalidInput)
  .min(1, messages.invalidInput)
  .max(64, messages.invalidInput)
  .regex(/^[A-Za-z0-9_-]+$/, messages.invalidInput);

/** One row of the Alunos table. */
export interface AdminAluno {
  id: string;
  nome: string;
  email: string;
  whatsapp: string | null;
  qra: string | null;
  isAdmin: boolean;
  editalId: number | null;
  /** The edital's número, e.g. '01/2025'. */
  edital: string | null;
  unidadeId: number | null;
  /** The unidade's sigla, e.g. '1º BPM'. */
  unidade: string | null;
  /** The instant the subscription ends (ISO), or null without one. */
  dataExpiracao: string | null;
  /** The São Paulo calendar day of `dataExpiracao` (YYYY-MM-DD): what the form and the table show. */
  dataExpiracaoDia: string | null;
}

export interface AdminAlunosPage {
  itens: AdminAluno[];
  /** Exact, or ALUNOS_BUSCA_CAP when `totalLimitado`. */
  total: number;
  /**
   * A search with more matches than ALUNOS_BUSCA_CAP: `total` is the cap, a lower bound, and `itens` are
   * the matches newest sign-up first (by name otherwise).
   */
  totalLimitado: boolean;
  page: number;
  pageSize: number;
}

/** The business time zone: expiry days are São Paulo calendar days. */
export const ALUNOS_TIME_ZONE = 'America/Sao_Paulo';

/** Today's calendar day (YYYY-MM-DD) in São Paulo: the provas' rule, one formatter for both. */
export { saoPauloDay };

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole calendar days from `today` to the expiry day (0 = expires today, negative = expired); null without one. */
export function diasRestantes(dataExpiracaoDia: string | null, today: string): number | null {
  if (dataExpiracaoDia === null || !isCalendarDay(dataExpiracaoDia)) return null;
  return dayNumber(dataExpiracaoDia) - dayNumber(today);
}

/** 'Status' column: Ativo while the subscription's end is in the future (the server's rule). */
export function alunoAtivo(aluno: Pick<AdminAluno, 'dataExpiracao'>, now: Date = new Date()): boolean {
  return isSubscriptionActive(aluno.dataExpiracao, now);
}

/**
 * 'Dias Restantes' column: 'Expirado', 'Expira hoje', '1 dia', 'N dias' or '-' (SPEC §2 Alunos). A
 * subscription that ended earlier today (a payment's expiry falls at any hour) reads 'Expirado', in step
 * with the Inativo status beside it.
 */
export function diasRestantesLabel(
  aluno: Pick<AdminAluno, 'dataExpiracao' | 'dataExpiracaoDia'>,
  now: Date = new Date(),
): string {
  const dias = diasRestantes(aluno.dataExpiracaoDia, saoPauloDay(now));
  if (dias === 0 && !alunoAtivo(aluno, now)) return adminDaysLeftLabel(-1);
  return adminDaysLeftLabel(dias);
}

/** dd/MM/yyyy of a YYYY-MM-DD day, or '-'. */
export function formatDia(day: string | null): string {
  if (day === null) return '-';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
