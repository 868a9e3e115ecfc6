import { z } from 'zod';
import { formatInteger } from '../rules/numbers.js';
import { messages } from '../messages.js';
import { isQuestaoImagemUrl } from '../rules/questao-imagem.js';
import { ANO_MIN, anoMax, letrasComTexto, QUESTAO_TIPOS, type QuestaoTipo } from '../rules/questao.js';
import { checkTipo, questaoFonteFields, questaoFonteMessages } from './admin-questao-fonte.js';
import { bodyIdSchema, MAX_DB_ID } from './id.js';

/**
 * One question as the admin writes it: the Questões modal (POST/PUT /api/admin/questoes) and each row of
 * the CSV import are checked by this same schema, so both refuse the same things with the same words
 * (SPEC §5 'Question'). The HTML of statement and alternatives is sanitized on the server after this.
 */
export const ENUNCIADO_MAX = 20_000;
export const ALTERNATIVA_MAX = 5_000;
export const IMAGEM_URL_MAX = 2_000;
export const LETRAS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Letra = (typeof LETRAS)[number];

export const questaoMessages = {
  materiaRequired: 'Selecione a matéria.',
  enunciadoRequired: 'Informe o enunciado da questão.',
  enunciadoTooLong: `O enunciado pode ter no máximo ${formatInteger(ENUNCIADO_MAX)} caracteres.`,
  alternativaRequired: (letra: Letra) => `Informe a alternativa ${letra}.`,
  alternativaTooLong: (letra: Letra) =>
    `A alternativa ${letra} pode ter no máximo ${formatInteger(ALTERNATIVA_MAX)} caracteres.`,
  respostaInvalida: 'Escolha a resposta correta (A, B, C, D ou E).',
  imagemUrlInvalida: 'URL inválida. Use uma URL válida de imagem (jpg, png, gif, webp, svg)',
} as const;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|svg)$/i;

/**
 * SPEC §5: an absolute http(s) URL whose path ends in jpg, jpeg, png, gif, webp or svg (a query may
 * follow), or exactly one of our own stored images, `/api/arquivos/questao/<uuid>.webp` (issue 34 §2).
 */
export function isImagemUrlValida(value: string): boolean {
  if (value.length > IMAGEM_URL_MAX) return false;
  if (isQuestaoImagemUrl(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && IMAGE_EXTENSION.test(url.pathname);
}

/** Required or refused by the question's kind (checkTipo); '' and null read as not written. */
const alternativa = (letra: Letra) =>
  z
    .string(questaoMessages.alternativaRequired(letra))
    .trim()
    .max(ALTERNATIVA_MAX, questaoMessages.alternativaTooLong(letra))
    .nullish()
    .transform((v) => v ?? '');

const questaoInputObject = z.object({
  materiaId: bodyIdSchema(questaoMessages.materiaRequired),
  /** Optional: a question may belong to no aula. */
  aulaId: bodyIdSchema(messages.invalidInput)
    .nullish()
    .transform((v) => v ?? null),
  enunciado: z
    .string(questaoMessages.enunciadoRequired)
    .trim()
    .min(1, questaoMessages.enunciadoRequired)
    .max(ENUNCIADO_MAX, questaoMessages.enunciadoTooLong),
  imagemUrl: z
    .string(questaoMessages.imagemUrlInvalida)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isImagemUrlValida(v), questaoMessages.imagemUrlInvalida),
  alternativaA: alternativa('A'),
  alternativaB: alternativa('B'),
  alternativaC: alternativa('C'),
  alternativaD: alternativa('D'),
  alternativaE: alternativa('E'),
  // Required: checkTipo names the letters of the question's kind when it is missing.
  respostaCorreta: z.enum(LETRAS, questaoMessages.respostaInvalida).optional(),
  ...questaoFonteFields,
});

/**
 * The question as the admin sends it, checked against its kind (checkTipo); out comes a row to store: the
 * alternatives the kind has no place for are null, and the annulment note only on an annulled question.
 */
/** The fields in the order the form shows them (a CSV row lists its errors in this order). */
export const QUESTAO_CAMPOS = Object.keys(questaoInputObject.shape) as (keyof typeof questaoInputObject.shape)[];

export const questaoInputSchema = questaoInputObject
  // `when`: also beside another field's error, so the form shows every missing alternative at once.
  .superRefine((v, ctx) => checkTipo(v, ctx, questaoMessages.alternativaRequired), { when: () => true })
  .transform((v) => {
    const comTexto = letrasComTexto(v.tipo);
    const texto = (letra: Letra) => (comTexto.includes(letra) ? v[`alternativa${letra}`] : null);
    return {
      ...v,
      alternativaA: texto('A'),
      alternativaB: texto('B'),
      alternativaC: texto('C'),
      alternativaD: texto('D'),
      alternativaE: texto('E'),
      // checkTipo refused a missing key.
      respostaCorreta: v.respostaCorreta!,
      anuladaNota: v.anulada ? v.anuladaNota : null,
    };
  });
export type QuestaoInput = z.output<typeof questaoInputSchema>;

export const QUESTOES_PAGE_SIZE = 20;
/**
 * A search counts its matches exactly up to this many (decision 0064, as the Alunos search does): over it
 * the list reads 'Mais de 1.000 questões encontradas' and offers its first QUESTOES_BUSCA_PAGES pages,
 * newest first as always. 1,000 is 50 pages of 20, more than an admin pages through before refining.
 */
export const QUESTOES_BUSCA_CAP = 1_000;
export const QUESTOES_BUSCA_PAGES = QUESTOES_BUSCA_CAP / QUESTOES_PAGE_SIZE;

/** The Questões tab's toasts and the server's refusals (SPEC §8), in one place for the page and the API. */
export const questaoAdminMessages = {
  created: 'Questão criada com sucesso!',
  updated: 'Questão atualizada com sucesso!',
  deleted: 'Questão excluída com sucesso!',
  saveFailed: 'Erro ao salvar questão',
  deleteFailed: 'Erro ao excluir questão',
  loadFailed: 'Erro ao carregar questões',
  loadOneFailed: 'Erro ao carregar a questão',
  catalogoLoadFailed: 'Erro ao carregar matérias',
  imagemLoadFailed: 'Erro ao carregar a imagem',
  aulaForaDaMateria: 'A aula escolhida não pertence a esta matéria.',
  emUso: 'Esta questão não pode ser excluída: respostas, comentários ou reports de alunos dependem dela.',
  materiaPratica: 'Questões só podem ser cadastradas em matérias teóricas (as práticas não têm simulados).',
  filtroInvalido: 'Filtro inválido. Recarregue a página e tente novamente.',
  buscaLonga: 'A busca pode ter no máximo 100 caracteres.',
  buscaLimitada: (cap: number) => `Mais de ${formatInteger(cap)} questões encontradas. Refine a busca.`,
  buscaPaginaAlem: `A busca mostra até ${formatInteger(QUESTOES_BUSCA_PAGES)} páginas. Refine a busca para ver as demais questões.`,
  enunciadoVazioAposLimpeza: 'O enunciado ficou vazio depois de removido o HTML não permitido.',
  alternativaVaziaAposLimpeza: (letra: Letra) =>
    `A alternativa ${letra} ficou vazia depois de removido o HTML não permitido.`,
} as const;

const plural = (n: number, singular: string, pluralForm: string) => `${n} ${n === 1 ? singular : pluralForm}`;

/** What keeps a question from being deleted: students' history and the discussion about it. */
export interface QuestaoDependentes {
  respostas: number;
  status: number;
  comentarios: number;
  reports: number;
}

/**
 * '12 respostas de alunos e 2 reports usam esta questão. ...': the refusal names each kind of dependant
 * (questoes_status is the students' 'already answered' mark, so it is named as such).
 */
export function questaoEmUsoMessage(d: QuestaoDependentes): string {
  const parts = [
    d.respostas > 0 ? plural(d.respostas, 'resposta de aluno', 'respostas de alunos') : null,
    d.status > 0 ? plural(d.status, 'marcação de questão resolvida', 'marcações de questão resolvida') : null,
    d.comentarios > 0 ? plural(d.comentarios, 'comentário', 'comentários') : null,
    d.reports > 0 ? plural(d.reports, 'report', 'reports') : null,
  ].filter((p): p is string => p !== null);
  const lista = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  // One dependant agrees in the singular ('1 report depende dela'), as the matéria's refusal does.
  const verbo = d.respostas + d.status + d.comentarios + d.reports === 1 ? 'depende' : 'dependem';
  return `Esta questão não pode ser excluída: ${lista} ${verbo} dela. Edite a questão em vez de excluí-la.`;
}

export const QUESTOES_BUSCA_MAX = 100;

/** 'provas': questions with a banca; 'ineditas': Bizu's own. */
export const ORIGENS_ADMIN = ['provas', 'ineditas'] as const;
export const SITUACOES_QUESTAO = ['anuladas', 'desatualizadas'] as const;

const filtroId = z.coerce
  .number(questaoAdminMessages.filtroInvalido)
  .int(questaoAdminMessages.filtroInvalido)
  .positive(questaoAdminMessages.filtroInvalido)
  .max(MAX_DB_ID, questaoAdminMessages.filtroInvalido)
  .optional();

/**
 * GET /api/admin/questoes: módulo, matéria and aula filters, banca, ano, origem, tipo and situação, a search over the statement and the matéria's
 * name (case and accents ignored), and a page number; pages of QUESTOES_PAGE_SIZE, newest first.
 */
export const adminQuestoesQuerySchema = z.object({
  moduloId: filtroId,
  materiaId: filtroId,
  aulaId: filtroId,
  q: z.string().trim().max(QUESTOES_BUSCA_MAX, questaoAdminMessages.buscaLonga).default(''),
  // Issue 33 §2, §3, §5: where it came from, its kind and its marks.
  bancaId: filtroId,
  ano: z.coerce
    .number(questaoFonteMessages.anoInvalido)
    .int(questaoFonteMessages.anoInvalido)
    .min(ANO_MIN, questaoFonteMessages.anoInvalido)
    .max(anoMax(), questaoFonteMessages.anoInvalido)
    .optional(),
  origem: z.enum(ORIGENS_ADMIN, questaoAdminMessages.filtroInvalido).optional(),
  tipo: z.enum(QUESTAO_TIPOS, questaoAdminMessages.filtroInvalido).optional(),
  situacao: z.enum(SITUACOES_QUESTAO, questaoAdminMessages.filtroInvalido).optional(),
  page: z.coerce
    .number(questaoAdminMessages.filtroInvalido)
    .int(questaoAdminMessages.filtroInvalido)
    .min(1, questaoAdminMessages.filtroInvalido)
    .max(100_000, questaoAdminMessages.filtroInvalido)
    .default(1),
});
export type AdminQuestoesQuery = z.output<typeof adminQuestoesQuerySchema>;
export type AdminQuestoesQueryInput = z.input<typeof adminQuestoesQuerySchema>;

/** One question as the admin list and the edit modal show it. */
export interface AdminQuestao {
  id: number;
  moduloId: number;
  moduloNome: string;
  materiaId: number;
  materiaNome: string;
  aulaId: number | null;
  aulaTitulo: string | null;
  enunciado: string;
  imagemUrl: string | null;
  /** Null where the question's kind has no such alternative (E of a four-alternative, all of Certo/Errado). */
  alternativaA: string | null;
  alternativaB: string | null;
  alternativaC: string | null;
  alternativaD: string | null;
  alternativaE: string | null;
  respostaCorreta: Letra;
  tipo: QuestaoTipo;
  /** 'Comentário do professor': sanitized HTML, or null. */
  comentario: string | null;
  /** No banca: Bizu's own question ('Inédita'). */
  bancaId: number | null;
  bancaNome: string | null;
  orgao: string | null;
  ano: number | null;
  cargo: string | null;
  anulada: boolean;
  anuladaNota: string | null;
  desatualizada: boolean;
}

export interface AdminQuestoesPage {
  itens: AdminQuestao[];
  /** Questions matching the filters, over every page: exact, or QUESTOES_BUSCA_CAP when `totalLimitado`. */
  total: number;
  /** A search with more matches than QUESTOES_BUSCA_CAP: `total` is the cap, a lower bound. */
  totalLimitado: boolean;
  page: number;
  pageSize: number;
}
