import { z } from 'zod';
import { LETTERS, MAX_QUESTIONS, ORDENS_HISTORICO, QUESTION_COUNT_OPTIONS, TIPOS_FILTRO } from '../rules/simulado.js';
import { idSchema } from './id.js';

// The letters, the question filters and the history's orders live with the rules (no zod), so a page
// can use them without downloading zod.
export { LETTERS, ORDENS_HISTORICO, TIPOS_FILTRO };
export const letterSchema = z.enum(LETTERS);
export type Letter = z.infer<typeof letterSchema>;

export const tipoFiltroSchema = z.enum(TIPOS_FILTRO);
export type TipoFiltro = z.infer<typeof tipoFiltroSchema>;

const id = idSchema;

export const selecaoRequestSchema = z.object({
  materiaId: id,
  aulaIds: z.array(id).max(100).default([]),
  quantidade: z.coerce
    .number()
    .int()
    .refine((n) => (QUESTION_COUNT_OPTIONS as readonly number[]).includes(n), 'Quantidade inválida'),
  tipo: tipoFiltroSchema.default('todas'),
});
export type SelecaoRequest = z.input<typeof selecaoRequestSchema>;

export const alternativasSchema = z.object({
  A: z.string(),
  B: z.string(),
  C: z.string(),
  D: z.string(),
  E: z.string(),
});

/** A question as the player gets it: the answer key comes along (see docs/decisions/0005). */
export const questaoSimuladoSchema = z.object({
  id: z.number(),
  aulaId: z.number().nullable(),
  enunciado: z.string(),
  imagemUrl: z.string().nullable(),
  alternativas: alternativasSchema,
  respostaCorreta: letterSchema,
});
export type QuestaoSimulado = z.infer<typeof questaoSimuladoSchema>;

export const materiaResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  moduloId: z.number(),
  moduloNome: z.string(),
  isFree: z.boolean(),
});
export type MateriaResumo = z.infer<typeof materiaResumoSchema>;

/** Why a selection came back empty: the three empty-filter messages of SPEC §8. */
export const SEM_QUESTOES = ['sem_questoes', 'todas_respondidas', 'sem_questoes_filtro'] as const;

export const selecaoResponseSchema = z.object({
  materia: materiaResumoSchema,
  questoes: z.array(questaoSimuladoSchema),
  vazio: z.enum(SEM_QUESTOES).nullable(),
});
export type SelecaoResponse = z.infer<typeof selecaoResponseSchema>;

export const opcoesResponseSchema = z.object({
  assinante: z.boolean(),
  modulos: z.array(z.object({ id: z.number(), nome: z.string() })),
  materias: z.array(materiaResumoSchema),
  aulas: z.array(z.object({ id: z.number(), materiaId: z.number(), titulo: z.string(), ordem: z.number() })),
});
export type OpcoesResponse = z.infer<typeof opcoesResponseSchema>;

export const saveSimuladoSchema = z.object({
  clientKey: z.uuid(),
  materiaId: id,
  respostas: z
    .array(z.object({ questaoId: id, resposta: letterSchema, espiada: z.boolean().default(false) }))
    .min(1, 'Confira ao menos uma questão antes de finalizar.')
    .max(MAX_QUESTIONS)
    .refine((r) => new Set(r.map((x) => x.questaoId)).size === r.length, 'Questão repetida no simulado.'),
});
export type SaveSimuladoInput = z.input<typeof saveSimuladoSchema>;

export const resultadoSchema = z.object({
  id: z.number(),
  data: z.string(),
  nota: z.number(),
  questoesRespondidas: z.number(),
  acertos: z.number(),
  materia: materiaResumoSchema,
  questoes: z.array(
    questaoSimuladoSchema.extend({ resposta: letterSchema, correta: z.boolean(), espiada: z.boolean() }),
  ),
});
export type Resultado = z.infer<typeof resultadoSchema>;

export const historicoItemSchema = z.object({
  id: z.number(),
  data: z.string(),
  nota: z.number(),
  questoesRespondidas: z.number(),
  acertos: z.number(),
  materiaId: z.number(),
  materiaNome: z.string(),
  moduloId: z.number(),
  moduloNome: z.string(),
});
export type HistoricoItem = z.infer<typeof historicoItemSchema>;

export const HISTORICO_PAGE_SIZE = 20;

/** GET /api/simulados query: filters, order and page of the history. */
export const historicoQuerySchema = z.object({
  moduloId: id.optional(),
  materiaId: id.optional(),
  ordem: z.enum(ORDENS_HISTORICO).default('recentes'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type HistoricoQuery = z.input<typeof historicoQuerySchema>;

/** One page of the history, with the summary of everything the filters match and the filter options. */
export const historicoPageSchema = z.object({
  resumo: z.object({
    total: z.number(),
    media: z.number().nullable(),
    aproveitamento: z.number(),
    totalQuestoes: z.number(),
  }),
  opcoes: z.object({
    modulos: z.array(z.object({ id: z.number(), nome: z.string() })),
    materias: z.array(z.object({ id: z.number(), nome: z.string(), moduloId: z.number() })),
  }),
  itens: z.array(historicoItemSchema),
  pagina: z.number(),
  paginas: z.number(),
});
export type HistoricoPage = z.infer<typeof historicoPageSchema>;
