import { z } from 'zod';
import { ANOTACAO_MAX, CADERNO_NOME_MAX, cadernoMessages } from '../rules/cadernos.js';
import { MAX_QUESTIONS } from '../rules/simulado.js';
import { bodyIdSchema } from './id.js';
import { questaoFonteSchema, questaoSimuladoSchema } from './simulados.js';
import { QUESTAO_TIPOS } from '../rules/questao.js';

// A student's cadernos of saved questions and their private notes per question (issue 33 §6). The limits
// and messages live with the rules, so a page can use them without downloading zod.
export {
  ANOTACAO_MAX,
  CADERNO_NOME_MAX,
  CADERNO_PAGE_SIZE,
  CADERNO_QUESTOES_MAX,
  CADERNOS_MAX,
  cadernoMessages,
} from '../rules/cadernos.js';

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
  fonte: z.nullable(questaoFonteSchema),
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
