import * as z from 'zod/mini';
import { letrasDoTipo } from '../../../shared/rules/questao';
import { TIPOS_SIMULADO } from '../../../shared/rules/simulado';
import { letterSchema, materiaResumoSchema, questaoSimuladoSchema } from '../../../shared/schemas/questao-simulado';

const positiveId = z.int().check(z.positive());
const idList = z.array(positiveId);

/**
 * What a stored in-progress simulado (em-andamento.ts) must look like, over the shared question and
 * subject schemas: the single source of its type. A copy that fails it (from an older version of the
 * app, or edited by hand) is dropped rather than trusted; parsing keeps only the known fields.
 *
 * zod/mini, as the question's schemas it is made of: the player and /simulados read the copy before their
 * first screen, and zod's classic API would add about 10 KB brotli to both (docs/decisions/0068).
 */
export const simuladoEmAndamentoSchema = z
  .object({
    clientKey: z.uuid(),
    /** 'revisao' (the due review cards) and 'caderno' come from any subject: no materia of their own. */
    tipo: z._default(z.enum(TIPOS_SIMULADO), 'padrao'),
    materia_id: z.nullable(positiveId),
    materia: z.nullable(materiaResumoSchema),
    /** A caderno's simulado ('caderno', issue 33 §6): the caderno played, for the save and the header. */
    caderno: z.optional(z.object({ id: positiveId, nome: z.string() })),
    /** The server's session of a timed or printed simulado: its id goes with the save. */
    sessao: z.optional(
      z.object({
        id: z.uuid(),
        /** A timed simulado's deadline on the server's clock (null: no limit). */
        prazo: z.nullable(z.iso.datetime()),
        /**
         * The server's clock minus this browser's when the questions came (ms): the countdown reads the
         * deadline on the server's time, so a browser clock that is off neither adds time nor takes it away.
         * (zod's numbers are finite: Infinity and NaN are refused.)
         */
        desvioMs: z._default(z.number(), 0),
      }),
    ),
    questoes: z.array(questaoSimuladoSchema).check(z.minLength(1)),
    /** 'Uma errada anula uma certa' chosen at configuration: the results show the net score too. */
    cebraspe: z._default(z.boolean(), false),
    /** The chosen letter by question id (JSON keys are strings). */
    respostas: z.record(z.string(), letterSchema),
    indice_atual: z.int().check(z.nonnegative()),
    /** Ids of the questions conferred, in the order they were conferred. */
    questoes_conferidas: idList,
    /** Ids of the conferred questions answered right. */
    respostas_corretas: idList,
    /** Ids of the questions whose answer was peeked at (Espiar). */
    espiadas: idList,
    /** When it started, as `Date#toISOString` writes it. */
    iniciado_em: z.iso.datetime(),
  })
  .check(
    // The copy must agree with itself: one subject, a shown question that exists, and answers that
    // belong to its questions (conferred ones answered, right ones conferred).
    z.refine((s) => (s.tipo !== 'padrao' ? s.materia === null : s.materia !== null && s.materia.id === s.materia_id)),
    z.refine((s) => (s.tipo === 'caderno') === (s.caderno !== undefined)),
    z.refine((s) => s.indice_atual < s.questoes.length),
    // Each question has the alternatives its kind shows (A–E, A–D, or Certo and Errado).
    z.refine((s) => s.questoes.every((q) => letrasDoTipo(q.tipo).every((l) => typeof q.alternativas[l] === 'string'))),
    z.refine((s) => {
      const ids = new Set(s.questoes.map((q) => q.id));
      return (
        ids.size === s.questoes.length &&
        s.questoes_conferidas.every((id) => ids.has(id) && String(id) in s.respostas) &&
        s.respostas_corretas.every((id) => s.questoes_conferidas.includes(id))
      );
    }),
  );

export type SimuladoEmAndamento = z.infer<typeof simuladoEmAndamentoSchema>;
