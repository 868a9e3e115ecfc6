import { z } from 'zod';
import { messages } from '../messages.js';
import { calendarDaySchema } from './calendar-day.js';
import { bodyIdSchema } from './id.js';

export const NOTA_MIN = 0;
export const NOTA_MAX = 10;
export const NOTA_DESCRICAO_MAX = 500;

/** SPEC §5: step 0.01, so at most two decimals (7.45 is one even though 7.45 × 100 is 745.0000000000001). */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const materiaIdSchema = (message: string) => bodyIdSchema(message, messages.materiaNotFound);

const notaValueSchema = (typeMessage: string) =>
  z
    .number(typeMessage)
    .min(NOTA_MIN, messages.notaRange)
    .max(NOTA_MAX, messages.notaRange)
    .refine(hasAtMostTwoDecimals, messages.notaDecimals);

const dataSchema = calendarDaySchema(messages.notaDataRequired, messages.notaDataInvalid);

const descricaoSchema = z.string().trim().max(NOTA_DESCRICAO_MAX, messages.notaDescricaoTooLong);

/** POST /api/notas and PUT /api/notas/{id} (SPEC §5 'Grade': matéria, nota 0–10 step 0.01, data; descrição optional). */
export const notaInputSchema = z.object({
  materiaId: materiaIdSchema(messages.notaMateriaRequired),
  nota: notaValueSchema(messages.notaRequired),
  data: dataSchema,
  descricao: descricaoSchema.nullish().transform((v) => v || null),
});
export type NotaInputBody = z.input<typeof notaInputSchema>;
export type NotaInput = z.output<typeof notaInputSchema>;

/**
 * The nota form: the same rules over the strings the inputs hold (the select's value, the number
 * field's text, which may use a decimal comma), giving the API body.
 */
export const notaFormSchema = z.object({
  materiaId: z
    .string()
    .min(1, messages.notaMateriaRequired)
    .transform(Number)
    .pipe(materiaIdSchema(messages.notaMateriaRequired)),
  nota: z
    .string()
    .trim()
    .min(1, messages.notaRequired)
    .transform((v) => Number(v.replace(',', '.')))
    .pipe(notaValueSchema(messages.notaRange)),
  data: dataSchema,
  descricao: descricaoSchema.transform((v) => v || null),
});
export type NotaFormValues = z.input<typeof notaFormSchema>;

const MATERIA_TIPOS = ['teorica', 'pratica'] as const;

/** One nota as the API answers it: `data` is the day (YYYY-MM-DD); the subject comes with its module. */
export const notaSchema = z.object({
  id: z.number(),
  nota: z.number(),
  data: z.string(),
  descricao: z.string().nullable(),
  materia: z.object({ id: z.number(), nome: z.string(), tipo: z.enum(MATERIA_TIPOS) }),
  modulo: z.object({ id: z.number(), nome: z.string() }),
});
export type Nota = z.infer<typeof notaSchema>;

/** Module averages and the general one (rules/notas.ts), 1 decimal, null when there is nothing to average. */
export const mediasNotasSchema = z.object({
  basico: z.number().nullable(),
  especifico: z.number().nullable(),
  geral: z.number().nullable(),
});

/** GET /api/notas: every nota of the student, newest first, with the averages. */
export const notasListSchema = z.object({ notas: z.array(notaSchema), medias: mediasNotasSchema });
export type NotasList = z.infer<typeof notasListSchema>;

/**
 * GET /api/notas/materias: every subject a nota may be about, theoretical and practical (a practical one
 * has no simulados, so this is where its grades go), ordered by module and name.
 */
export const notaMateriasSchema = z.object({
  materias: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      tipo: z.enum(MATERIA_TIPOS),
      moduloId: z.number(),
      moduloNome: z.string(),
    }),
  ),
});
export type NotaMaterias = z.infer<typeof notaMateriasSchema>;
