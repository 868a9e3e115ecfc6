import { z } from 'zod';
import { messages } from '../messages.js';
import { formatInteger } from '../rules/numbers.js';
import { questaoFonteFields } from './admin-questao-fonte.js';
import { adminQuestoesQuerySchema, questaoMessages, type QuestaoDependentes } from './admin-questoes.js';
import { bodyIdSchema } from './id.js';

/** Issue 34 §4: one bulk action changes at most this many questions. */
export const LOTE_MAX = 20_000;

export const loteMessages = {
  semSelecao: 'Selecione ao menos uma questão.',
  grande: `Uma ação em lote pode alterar no máximo ${formatInteger(LOTE_MAX)} questões. Refine o filtro e tente novamente.`,
  acaoInvalida: 'Escolha uma ação válida.',
  nenhumCampo: 'Escolha ao menos um campo para alterar.',
  feito: (n: number) => `${formatInteger(n)} ${n === 1 ? 'questão alterada' : 'questões alteradas'} com sucesso!`,
  excluidas: (n: number) => `${formatInteger(n)} ${n === 1 ? 'questão excluída' : 'questões excluídas'} com sucesso!`,
  previa: (n: number) => `Isto vai alterar ${formatInteger(n)} ${n === 1 ? 'questão' : 'questões'}.`,
  falhou: 'Erro ao aplicar a ação em lote',
} as const;

/**
 * A bulk delete that reaches questions in use is refused whole: how many, and what depends on them (the
 * single delete's reasons, summed).
 */
export function loteEmUsoMessage(emUso: number, d: QuestaoDependentes): string {
  const parts = [
    d.respostas > 0
      ? `${formatInteger(d.respostas)} ${d.respostas === 1 ? 'resposta de aluno' : 'respostas de alunos'}`
      : null,
    d.status > 0
      ? `${formatInteger(d.status)} ${d.status === 1 ? 'marcação de questão resolvida' : 'marcações de questão resolvida'}`
      : null,
    d.comentarios > 0 ? `${formatInteger(d.comentarios)} ${d.comentarios === 1 ? 'comentário' : 'comentários'}` : null,
    d.reports > 0 ? `${formatInteger(d.reports)} ${d.reports === 1 ? 'report' : 'reports'}` : null,
  ].filter((p): p is string => p !== null);
  const lista = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  const quantas =
    emUso === 1 ? '1 questão selecionada está em uso' : `${formatInteger(emUso)} questões selecionadas estão em uso`;
  return `Nenhuma questão foi excluída: ${quantas} (${lista}). Desmarque-as ou edite-as em vez de excluí-las.`;
}

const fonte = questaoFonteFields;

/** What to do to every selected question. In 'fonte', a field left out is kept and a null clears it. */
export const loteAcaoSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('mover'),
      materiaId: bodyIdSchema(questaoMessages.materiaRequired),
      aulaId: bodyIdSchema(messages.invalidInput)
        .nullish()
        .transform((v) => v ?? null),
    }),
    z
      .object({
        tipo: z.literal('fonte'),
        bancaId: fonte.bancaId.optional(),
        orgao: fonte.orgao.optional(),
        ano: fonte.ano.optional(),
        cargo: fonte.cargo.optional(),
      })
      .refine(
        (v) => v.bancaId !== undefined || v.orgao !== undefined || v.ano !== undefined || v.cargo !== undefined,
        loteMessages.nenhumCampo,
      ),
    z.object({
      tipo: z.literal('marcar'),
      marca: z.enum(['anulada', 'desatualizada'], loteMessages.acaoInvalida),
      valor: z.boolean(messages.invalidInput),
    }),
    z.object({ tipo: z.literal('excluir') }),
  ],
  { error: loteMessages.acaoInvalida },
);
export type LoteAcao = z.output<typeof loteAcaoSchema>;
export type LoteAcaoInput = z.input<typeof loteAcaoSchema>;

const { page: _page, ...filtroShape } = adminQuestoesQuerySchema.shape;
export const loteFiltroSchema = z.object(filtroShape);

/**
 * POST /api/admin/questoes/lote: the questions by id (a page's selection) or every one the list's filter
 * matches, one action, and `previa` to only count what it would change.
 */
export const loteInputSchema = z
  .object({
    ids: z
      .array(bodyIdSchema(messages.invalidInput), messages.invalidInput)
      .min(1, loteMessages.semSelecao)
      .max(LOTE_MAX, loteMessages.grande)
      .optional(),
    filtro: loteFiltroSchema.optional(),
    acao: loteAcaoSchema,
    previa: z.boolean(messages.invalidInput).default(false),
  })
  .refine((v) => (v.ids === undefined) !== (v.filtro === undefined), loteMessages.semSelecao);
export type LoteInput = z.output<typeof loteInputSchema>;
export type LoteInputBody = z.input<typeof loteInputSchema>;

export interface LoteResultado {
  /** Questions the action changes (or, in a preview, would change). */
  total: number;
  previa: boolean;
  /** Delete only: how many of them students' history or discussion keeps. */
  emUso?: number;
}
