import * as z from 'zod/mini';
import { LETTERS } from '../rules/simulado.js';
import { QUESTAO_TIPOS } from '../rules/questao.js';

/*
 * A question as the player gets it, and the subject it is of: the shapes the in-progress simulado
 * stored in the browser is made of (web/lib/simulados/em-andamento-check.ts).
 *
 * zod/mini (the same engine as the other schemas, functional API): the player and /simulados check the
 * stored copy before their first screen, and mini carries only what these schemas use, where zod's
 * classic API would add about 10 KB brotli to both pages (docs/decisions/0068). The API's schemas
 * (shared/schemas/simulados.ts and the others) build on these.
 */

export const letterSchema = z.enum(LETTERS);
export type Letter = z.infer<typeof letterSchema>;

/** The alternatives of the question's kind (letrasDoTipo): A–E, A–D, or C 'Certo' and E 'Errado'. */
export const alternativasSchema = z.object({
  A: z.optional(z.string()),
  B: z.optional(z.string()),
  C: z.optional(z.string()),
  D: z.optional(z.string()),
  E: z.optional(z.string()),
});

export const questaoFonteSchema = z.object({
  banca: z.nullable(z.string()),
  orgao: z.nullable(z.string()),
  ano: z.nullable(z.number()),
  cargo: z.nullable(z.string()),
});

/**
 * A question as the player gets it: the answer key comes along (see docs/decisions/0005), and so does
 * the teacher's explanation, shown only after the student answers (docs/decisions/0051): an offline
 * simulado has it too.
 */
export const questaoSimuladoSchema = z.object({
  id: z.number(),
  aulaId: z.nullable(z.number()),
  // The defaults read an in-progress simulado stored by an earlier version of the app (five
  // alternatives, nothing more), so a student's unfinished simulado survives the upgrade.
  tipo: z._default(z.enum(QUESTAO_TIPOS), 'multipla5'),
  enunciado: z.string(),
  imagemUrl: z.nullable(z.string()),
  alternativas: alternativasSchema,
  respostaCorreta: letterSchema,
  comentario: z._default(z.nullable(z.string()), null),
  fonte: z._default(questaoFonteSchema, { banca: null, orgao: null, ano: null, cargo: null }),
  anulada: z._default(z.boolean(), false),
  anuladaNota: z._default(z.nullable(z.string()), null),
  desatualizada: z._default(z.boolean(), false),
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
