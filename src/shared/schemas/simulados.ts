import { z } from 'zod';
import {
  LETTERS,
  MAX_QUESTIONS,
  MINUTOS_POR_QUESTAO_OPTIONS,
  ORDENS_HISTORICO,
  QUESTION_COUNT_OPTIONS,
  TIPOS_FILTRO,
  TIPOS_SIMULADO,
  type TipoSimulado,
} from '../rules/simulado.js';
import { idSchema } from './id.js';
import { letterSchema, materiaResumoSchema, questaoSimuladoSchema } from './questao-simulado.js';
import { ANO_MIN, anoMax, DIFICULDADES } from '../rules/questao.js';

// The letters, the question filters and the history's orders live with the rules (no zod), so a page
// can use them without downloading zod.
export { LETTERS, ORDENS_HISTORICO, TIPOS_FILTRO, TIPOS_SIMULADO, type TipoSimulado };
// The question and its subject as the player gets them are zod/mini (questao-simulado.ts): the player
// checks its stored copy with them before its first screen.
export {
  alternativasSchema,
  letterSchema,
  materiaResumoSchema,
  questaoFonteSchema,
  questaoSimuladoSchema,
  type Letter,
  type MateriaResumo,
  type QuestaoSimulado,
} from './questao-simulado.js';

export const tipoFiltroSchema = z.enum(TIPOS_FILTRO);
export type TipoFiltro = z.infer<typeof tipoFiltroSchema>;

const id = idSchema;

export const TEMPO_DE_PROVA_INVALIDO = 'Escolha um tempo de prova da lista.';

export const ORIGENS_QUESTAO = ['todas', 'provas', 'ineditas'] as const;
export type OrigemQuestao = (typeof ORIGENS_QUESTAO)[number];

export const filtrosMessages = {
  anoInvalido: `Informe um ano entre ${ANO_MIN} e ${anoMax()}.`,
  anoInvertido: 'O ano inicial não pode ser maior que o ano final.',
  bancaInvalida: 'Banca inválida. Recarregue a página e tente novamente.',
} as const;

const anoFiltro = z
  .number({ error: filtrosMessages.anoInvalido })
  .int(filtrosMessages.anoInvalido)
  .min(ANO_MIN, filtrosMessages.anoInvalido)
  .max(anoMax(), filtrosMessages.anoInvalido)
  .nullish()
  .transform((v) => v ?? null);

/**
 * The question filters of /simulados beside subject, lessons and type (issue 33 §2, §4, §5): bancas,
 * a span of years, exam questions or Bizu's own, difficulty, and whether annulled or outdated questions
 * may be drawn. All optional; remembered per student (GET/PUT /api/simulados/filtros).
 */
export const questaoFiltrosSchema = z
  .object({
    bancaIds: z.array(id, filtrosMessages.bancaInvalida).max(50).default([]),
    anoDe: anoFiltro,
    anoAte: anoFiltro,
    origem: z.enum(ORIGENS_QUESTAO).default('todas'),
    dificuldades: z.array(z.enum(DIFICULDADES)).max(3).default([]),
    incluirAnuladas: z.boolean().default(false),
  })
  .refine((f) => f.anoDe === null || f.anoAte === null || f.anoDe <= f.anoAte, {
    message: filtrosMessages.anoInvertido,
    path: ['anoAte'],
  });
export type QuestaoFiltros = z.output<typeof questaoFiltrosSchema>;
export type QuestaoFiltrosInput = z.input<typeof questaoFiltrosSchema>;
export const FILTROS_PADRAO: QuestaoFiltros = questaoFiltrosSchema.parse({});

export const selecaoRequestSchema = z.object({
  materiaId: id,
  aulaIds: z.array(id).max(100).default([]),
  quantidade: z.coerce
    .number()
    .int()
    .refine((n) => (QUESTION_COUNT_OPTIONS as readonly number[]).includes(n), 'Quantidade inválida'),
  tipo: tipoFiltroSchema.default('todas'),
  /** 'Tempo de prova': minutes per question of a timed simulado; left out for no limit (issue 27 §4). */
  minutosPorQuestao: z
    .number({ error: TEMPO_DE_PROVA_INVALIDO })
    .refine((n) => (MINUTOS_POR_QUESTAO_OPTIONS as readonly number[]).includes(n), TEMPO_DE_PROVA_INVALIDO)
    .optional(),
  filtros: questaoFiltrosSchema.default(FILTROS_PADRAO),
});
export type SelecaoRequest = z.input<typeof selecaoRequestSchema>;

/** Why a selection came back empty: the three empty-filter messages of SPEC §8. */
export const SEM_QUESTOES = ['sem_questoes', 'todas_respondidas', 'sem_questoes_filtro'] as const;

export const selecaoResponseSchema = z.object({
  materia: materiaResumoSchema,
  questoes: z.array(questaoSimuladoSchema),
  vazio: z.enum(SEM_QUESTOES).nullable(),
  /**
   * A timed simulado's session (null: no limit): its id goes with each check-in and the save; `prazo` is
   * the deadline and `agora` the server's clock when it was set, so the browser can correct its own.
   */
  sessao: z.object({ id: z.uuid(), prazo: z.iso.datetime(), agora: z.iso.datetime() }).nullable(),
});
export type SelecaoResponse = z.infer<typeof selecaoResponseSchema>;

export const opcoesResponseSchema = z.object({
  assinante: z.boolean(),
  modulos: z.array(z.object({ id: z.number(), nome: z.string() })),
  materias: z.array(materiaResumoSchema),
  aulas: z.array(z.object({ id: z.number(), materiaId: z.number(), titulo: z.string(), ordem: z.number() })),
  /** The active bancas, for the banca filter. */
  bancas: z.array(z.object({ id: z.number(), nome: z.string() })),
  /** The question filters the student chose last (issue 33 §2), or the defaults. */
  filtros: z.object({
    bancaIds: z.array(z.number()),
    anoDe: z.number().nullable(),
    anoAte: z.number().nullable(),
    origem: z.enum(ORIGENS_QUESTAO),
    dificuldades: z.array(z.enum(DIFICULDADES)),
    incluirAnuladas: z.boolean(),
  }),
});
export type OpcoesResponse = z.infer<typeof opcoesResponseSchema>;

export const saveSimuladoSchema = z
  .object({
    clientKey: z.uuid(),
    tipo: z.enum(TIPOS_SIMULADO).default('padrao'),
    /** Required for 'padrao'; left out for 'revisao' and 'caderno'. */
    materiaId: id.optional(),
    /** Required for 'caderno': the student's caderno the questions came from. */
    cadernoId: id.optional(),
    /** 'Uma errada anula uma certa' chosen at configuration (Certo/Errado questions, issue 33 §3). */
    cebraspe: z.boolean().default(false),
    /** The server's session of a timed or printed simulado (its deadline, or its printed order). */
    sessaoId: z.uuid().optional(),
    respostas: z
      .array(z.object({ questaoId: id, resposta: letterSchema, espiada: z.boolean().default(false) }))
      .min(1, 'Confira ao menos uma questão antes de finalizar.')
      .max(MAX_QUESTIONS)
      .refine((r) => new Set(r.map((x) => x.questaoId)).size === r.length, 'Questão repetida no simulado.'),
  })
  .refine((s) => s.tipo !== 'padrao' || s.materiaId !== undefined, {
    message: 'Escolha a matéria do simulado.',
    path: ['materiaId'],
  })
  .refine((s) => s.tipo !== 'caderno' || s.cadernoId !== undefined, {
    message: 'Escolha o caderno do simulado.',
    path: ['cadernoId'],
  });
export type SaveSimuladoInput = z.input<typeof saveSimuladoSchema>;

/** POST /api/simulados/sessoes/:id/respostas: a conferred answer of a timed simulado, as it happens. */
export const sessaoRespostaSchema = z.object({
  questaoId: id,
  resposta: letterSchema,
  espiada: z.boolean().default(false),
});
export type SessaoRespostaInput = z.input<typeof sessaoRespostaSchema>;

export const resultadoSchema = z.object({
  id: z.number(),
  tipo: z.enum(TIPOS_SIMULADO),
  /** 'Uma errada anula uma certa' was chosen: the results show the net score of its Certo/Errado items. */
  cebraspe: z.boolean(),
  data: z.string(),
  nota: z.number(),
  /** The grade with every peeked answer counted as not known (issue 27 §2). */
  notaSemEspiar: z.number(),
  questoesRespondidas: z.number(),
  acertos: z.number(),
  acertosSemEspiar: z.number(),
  /** A timed simulado's deadline (null: no limit) and how many answers came after it and were left out. */
  prazo: z.string().nullable(),
  foraDoPrazo: z.number(),
  /** Null for a review session ('revisao') and a caderno's simulado ('caderno'). */
  materia: z.nullable(materiaResumoSchema),
  /** The caderno a 'caderno' simulado played; null for the others, or once the caderno is deleted. */
  caderno: z.object({ id: z.number(), nome: z.string() }).nullable(),
  questoes: z.array(
    z.object({ ...questaoSimuladoSchema.shape, resposta: letterSchema, correta: z.boolean(), espiada: z.boolean() }),
  ),
});
export type Resultado = z.infer<typeof resultadoSchema>;

export const historicoItemSchema = z.object({
  id: z.number(),
  /** 'revisao': a review session ('Revisão'), with no subject or module of its own. */
  tipo: z.enum(TIPOS_SIMULADO),
  data: z.string(),
  nota: z.number(),
  questoesRespondidas: z.number(),
  acertos: z.number(),
  materiaId: z.number().nullable(),
  materiaNome: z.string().nullable(),
  moduloId: z.number().nullable(),
  moduloNome: z.string().nullable(),
  /** 'caderno': the caderno's name (null once it is deleted). */
  cadernoNome: z.string().nullable(),
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
