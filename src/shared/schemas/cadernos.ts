import { z } from 'zod';
import { formatInteger } from '../rules/numbers.js';
import { MAX_QUESTIONS } from '../rules/simulado.js';
import { bodyIdSchema } from './id.js';
import { questaoFonteSchema, questaoSimuladoSchema } from './simulados.js';
import { QUESTAO_TIPOS } from '../rules/questao.js';

// A student's cadernos of saved questions and their private notes per question (issue 33 §6).

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

const nomeSchema = z
  .string(cadernoMessages.nomeObrigatorio)
  .trim()
  .min(1, cadernoMessages.nomeObrigatorio)
  .max(CADERNO_NOME_MAX, cadernoMessages.nomeLongo);

/** POST /api/cadernos and PATCH /api/cadernos/{id}: the caderno's name, 1–80 characters once trimmed. */
export const cadernoNomeSchema = z.object({ nome: nomeSchema });
export type CadernoNomeInput = z.input<typeof cadernoNomeSchema>;

/** POST /api/cadernos/{id}/questoes: saves a question in the caderno (again is fine). */
export const cadernoQuestaoSchema = z.object({
  questaoId: bodyIdSchema(cadernoMessages.questaoInvalida),
});
export type CadernoQuestaoInput = z.input<typeof cadernoQuestaoSchema>;

export const cadernoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  questoes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Caderno = z.infer<typeof cadernoSchema>;

/** GET /api/cadernos: the student's cadernos, the most recently changed first. */
export const cadernosListSchema = z.object({ cadernos: z.array(cadernoSchema) });
export type CadernosList = z.infer<typeof cadernosListSchema>;

/**
 * Why a saved question cannot be opened now: its subject became premium (for a student without an
 * active subscription) or the question is gone. It stays listed either way.
 */
export const INDISPONIVEL_MOTIVOS = ['assinatura', 'removida'] as const;
export type IndisponivelMotivo = (typeof INDISPONIVEL_MOTIVOS)[number];

export const cadernoItemSchema = z.object({
  questaoId: z.number(),
  adicionadaEm: z.string(),
  /** Null when the student may open the question. */
  indisponivel: z.enum(INDISPONIVEL_MOTIVOS).nullable(),
  /** The statement as plain text, cut short; null for a question the student may not open. */
  trecho: z.string().nullable(),
  tipo: z.enum(QUESTAO_TIPOS).nullable(),
  materiaNome: z.string().nullable(),
  fonte: questaoFonteSchema.nullable(),
});
export type CadernoItem = z.infer<typeof cadernoItemSchema>;

/** GET /api/cadernos/{id}?apos=…: the caderno and one page of its questions, newest first. */
export const cadernoPageSchema = z.object({
  caderno: cadernoSchema,
  itens: z.array(cadernoItemSchema),
  /** Pass as `apos` for the next page; null on the last one. */
  proximo: z.string().nullable(),
});
export type CadernoPage = z.infer<typeof cadernoPageSchema>;

export const cadernoPageQuerySchema = z.object({
  apos: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,10}$/, cadernoMessages.questaoInvalida)
    .optional(),
});

export const ORDENS_CADERNO = ['aleatoria', 'recentes', 'antigas'] as const;
export type OrdemCaderno = (typeof ORDENS_CADERNO)[number];

/** GET /api/cadernos/{id}/simulado?ordem=…: the questions to play, at most a simulado's maximum. */
export const cadernoSimuladoQuerySchema = z.object({ ordem: z.enum(ORDENS_CADERNO).default('aleatoria') });

export const cadernoSimuladoSchema = z.object({
  caderno: z.object({ id: z.number(), nome: z.string() }),
  questoes: z.array(questaoSimuladoSchema).max(MAX_QUESTIONS),
  /** Saved questions left out: not available to the student now. */
  indisponiveis: z.number(),
});
export type CadernoSimulado = z.infer<typeof cadernoSimuladoSchema>;

/** PUT /api/anotacoes/{questaoId}: the note's text; empty (once trimmed) deletes it. */
export const anotacaoInputSchema = z.object({
  texto: z.string(cadernoMessages.anotacaoInvalida).trim().max(ANOTACAO_MAX, cadernoMessages.anotacaoLonga),
});
export type AnotacaoInput = z.input<typeof anotacaoInputSchema>;

export const anotacaoSchema = z.object({ texto: z.string().nullable(), updatedAt: z.string().nullable() });
export type Anotacao = z.infer<typeof anotacaoSchema>;
