import { z } from 'zod';
import { messages } from '../messages.js';
import { RANKING_SEARCH_MAX_LENGTH, RANKING_TABS } from '../rules/ranking.js';
import { MAX_DB_ID } from './id.js';
export const RANKING_PAGE_SIZE = 50;
export const RANKING_MAX_PAGE_SIZE = 100;

/**
 * GET /api/ranking: one tab, an optional search (QRA or unidade sigla/nome) and unit filter, and a page
 * of `limit` rows. Positions are always those of the whole tab, whatever the search.
 */
export const rankingQuerySchema = z.object({
  tab: z.enum(RANKING_TABS, messages.rankingTabInvalid).default('geral'),
  q: z.string().trim().max(RANKING_SEARCH_MAX_LENGTH, messages.rankingSearchTooLong).default(''),
  unidadeId: z.coerce
    .number(messages.unidadeInvalid)
    .int(messages.unidadeInvalid)
    .positive(messages.unidadeInvalid)
    .max(MAX_DB_ID, messages.unidadeInvalid)
    .optional(),
  page: z.coerce
    .number(messages.rankingPageInvalid)
    .int(messages.rankingPageInvalid)
    .min(1, messages.rankingPageInvalid)
    .max(10_000, messages.rankingPageInvalid)
    .default(1),
  limit: z.coerce
    .number(messages.rankingPageInvalid)
    .int(messages.rankingPageInvalid)
    .min(1, messages.rankingPageInvalid)
    .max(RANKING_MAX_PAGE_SIZE, messages.rankingPageInvalid)
    .default(RANKING_PAGE_SIZE),
});
export type RankingQuery = z.output<typeof rankingQuerySchema>;
export type RankingQueryInput = z.input<typeof rankingQuerySchema>;

/** One row of the list: no user id or name leaves the server, only what the row shows. */
export const rankingRowSchema = z.object({
  posicao: z.number(),
  qra: z.string().nullable(),
  unidadeSigla: z.string().nullable(),
  /** Notas counted by the tab (Geral: both modules). */
  notas: z.number(),
  /** The tab's average, 2 decimals. */
  media: z.number(),
  /** The viewer's own row. */
  souEu: z.boolean(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** Why the viewer has no position in a tab: hidden by their own choice, or no notas the tab needs. */
export const RANKING_FORA = ['oculto', 'sem_notas'] as const;
export type RankingFora = (typeof RANKING_FORA)[number];

const tabSummarySchema = z.object({
  /** The viewer's position in the tab, null when they are not in it ('-'). */
  posicao: z.number().nullable(),
  /** Students in the tab. */
  total: z.number(),
});
export type RankingTabSummary = z.infer<typeof tabSummarySchema>;

export const rankingResponseSchema = z.discriminatedUnion('situacao', [
  /** The viewer has no edital on their profile: there is no ranking to show (SPEC §2). */
  z.object({ situacao: z.literal('sem_edital') }),
  z.object({
    situacao: z.literal('ok'),
    edital: z.object({ id: z.number(), numero: z.string() }),
    tab: z.enum(RANKING_TABS),
    /** Every tab's header (the viewer's position and the count), unaffected by the search. */
    abas: z.object({ geral: tabSummarySchema, basico: tabSummarySchema, especifico: tabSummarySchema }),
    /** The viewer in this tab, wherever they are in the list (the pinned 'Sua posição'). */
    eu: z.discriminatedUnion('classificado', [
      z.object({ classificado: z.literal(true), linha: rankingRowSchema }),
      z.object({ classificado: z.literal(false), motivo: z.enum(RANKING_FORA) }),
    ]),
    itens: z.array(rankingRowSchema),
    /** Students in the tab / those the search and unit filter match (RANKING_BUSCA_CAP when `totalLimitado`). */
    total: z.number(),
    totalFiltrado: z.number(),
    /**
     * The search or unit filter matches more than RANKING_BUSCA_CAP students: `totalFiltrado` is the cap,
     * a lower bound, and no page past it is offered (`temMais` ends there; a later page is a 400).
     */
    totalLimitado: z.boolean(),
    /** Whether a search or unit filter applied (a search of blanks or only 'SD PM' is none). */
    filtrado: z.boolean(),
    page: z.number(),
    limit: z.number(),
    temMais: z.boolean(),
  }),
]);
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
export type RankingPage = Extract<RankingResponse, { situacao: 'ok' }>;

/** GET /api/ranking/unidades: the unit filter's choices (active unidades, by sigla). */
export const rankingUnidadesSchema = z.object({
  unidades: z.array(z.object({ id: z.number(), sigla: z.string(), nome: z.string() })),
});
export type RankingUnidades = z.infer<typeof rankingUnidadesSchema>;
