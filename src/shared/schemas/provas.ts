import { z } from 'zod';
import { messages } from '../messages.js';
import { calendarDaySchema } from './calendar-day.js';
import { bodyIdSchema } from './id.js';

export const PROVA_DESCRICAO_MAX = 500;

/** A wall-clock time written as HH:MM, 00:00 to 23:59. */
export function isHora(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const dataSchema = calendarDaySchema(messages.provaDataRequired, messages.provaDataInvalid);

const horaSchema = z
  .string(messages.provaHoraRequired)
  .trim()
  .min(1, messages.provaHoraRequired)
  .refine(isHora, messages.provaHoraInvalid);

const descricaoSchema = z
  .string()
  .trim()
  .max(PROVA_DESCRICAO_MAX, messages.provaDescricaoTooLong)
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/provas and PUT /api/provas/{id} (SPEC §5 'Exam': matéria, data, hora required). `data` and
 * `hora` are the student's wall-clock time in America/Sao_Paulo; the server turns them into an instant.
 */
export const provaInputSchema = z.object({
  materiaId: bodyIdSchema(messages.provaMateriaRequired, messages.materiaNotFound),
  data: dataSchema,
  hora: horaSchema,
  descricao: descricaoSchema,
});
export type ProvaInputBody = z.input<typeof provaInputSchema>;
export type ProvaInput = z.output<typeof provaInputSchema>;

/** The 'Nova Prova' form: the same rules, with the Matéria select's string value. */
export const provaFormSchema = z.object({
  materiaId: z.string().min(1, messages.provaMateriaRequired),
  data: dataSchema,
  hora: horaSchema,
  descricao: z.string().trim().max(PROVA_DESCRICAO_MAX, messages.provaDescricaoTooLong),
});
export type ProvaForm = z.input<typeof provaFormSchema>;

/**
 * One prova as the API answers it: the instant (`inicio`, ISO UTC) and the same moment as the
 * student's wall-clock day and time in America/Sao_Paulo (`data` YYYY-MM-DD, `hora` HH:MM).
 */
export const provaSchema = z.object({
  id: z.number(),
  materia: z.object({ id: z.number(), nome: z.string() }),
  titulo: z.string(),
  inicio: z.string(),
  data: z.string(),
  hora: z.string(),
  descricao: z.string().nullable(),
});
export type Prova = z.infer<typeof provaSchema>;

/** GET /api/provas: every prova of the student, by date. */
export const provasListSchema = z.object({ provas: z.array(provaSchema) });
export type ProvasList = z.infer<typeof provasListSchema>;

/** GET /api/provas/materias: the subjects a prova may be about (all of them, theoretical and practical). */
export const provaMateriasSchema = z.object({
  materias: z.array(z.object({ id: z.number(), nome: z.string(), moduloNome: z.string() })),
});
export type ProvaMaterias = z.infer<typeof provaMateriasSchema>;

/** GET/POST /api/provas/calendario: the path of the student's private iCalendar feed. */
export const calendarioFeedSchema = z.object({ path: z.string() });
export type CalendarioFeed = z.infer<typeof calendarioFeedSchema>;
