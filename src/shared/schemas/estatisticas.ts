import { z } from 'zod';
import { LETTERS } from '../rules/simulado.js';
import { questaoAdminMessages } from './admin-questoes.js';

// What other students chose (issue 27 §1): the API's answers. Only counts and shares, never who
// answered; the schemas are strict so a test parsing an answer fails if anything else slips in.

const letra = z.enum(LETTERS);
const percent = z.number().int().min(0).max(100);

/** Shares per alternative, whole percentages that add up to 100. */
export const marcadasSchema = z.strictObject({ A: percent, B: percent, C: percent, D: percent, E: percent });

/**
 * GET /api/questoes/:id/estatisticas (and each question of GET /api/simulados/:id/estatisticas). Below
 * MIN_RESPOSTAS_ESTATISTICAS first answers only `respostas` is told ('Poucas respostas ainda').
 */
export const questaoEstatisticasSchema = z.strictObject({
  questaoId: z.number().int(),
  respostas: z.number().int().min(0),
  acertos: z.number().int().min(0).nullable(),
  percentualAcerto: percent.nullable(),
  marcadas: marcadasSchema.nullable(),
  suficiente: z.boolean(),
  /** When an admin corrected the answer key: the counts start again from then (ISO). */
  recontadasDesde: z.string().nullable(),
});
export type QuestaoEstatisticas = z.infer<typeof questaoEstatisticasSchema>;

/** GET /api/simulados/:id/estatisticas: every question of one of the student's simulados, in one answer. */
export const simuladoEstatisticasSchema = z.strictObject({
  questoes: z.array(questaoEstatisticasSchema),
});
export type SimuladoEstatisticas = z.infer<typeof simuladoEstatisticasSchema>;

export const ORDENS_SUSPEITAS = ['respostas', 'acerto'] as const;
export type OrdemSuspeitas = (typeof ORDENS_SUSPEITAS)[number];
export const SUSPEITAS_PAGE_SIZE = 20;

/** GET /api/admin/questoes/suspeitas: sorted by respostas (most first) or acerto (lowest first), paged. */
export const suspeitasQuerySchema = z.object({
  ordem: z.enum(ORDENS_SUSPEITAS, questaoAdminMessages.filtroInvalido).default('respostas'),
  direcao: z.enum(['asc', 'desc'], questaoAdminMessages.filtroInvalido).optional(),
  page: z.coerce
    .number(questaoAdminMessages.filtroInvalido)
    .int(questaoAdminMessages.filtroInvalido)
    .min(1, questaoAdminMessages.filtroInvalido)
    .max(100_000, questaoAdminMessages.filtroInvalido)
    .default(1),
});
export type SuspeitasQuery = z.output<typeof suspeitasQuerySchema>;
export type SuspeitasQueryInput = z.input<typeof suspeitasQuerySchema>;

export const questaoSuspeitaSchema = z.strictObject({
  id: z.number().int(),
  /** The statement as HTML (the page shows a plain-text excerpt of it). */
  enunciado: z.string(),
  materiaId: z.number().int(),
  materiaNome: z.string(),
  respostaCorreta: letra,
  respostas: z.number().int(),
  percentualAcerto: percent,
  /** The wrong alternative chosen most often, with its share of the answers; null when none was. */
  maisMarcadaErrada: z.strictObject({ letra, percentual: percent }).nullable(),
  motivos: z.array(z.enum(['acerto_baixo', 'errada_mais_marcada'])),
  recontadasDesde: z.string().nullable(),
});
export type QuestaoSuspeita = z.infer<typeof questaoSuspeitaSchema>;

export const suspeitasPageSchema = z.strictObject({
  itens: z.array(questaoSuspeitaSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SuspeitasPage = z.infer<typeof suspeitasPageSchema>;
