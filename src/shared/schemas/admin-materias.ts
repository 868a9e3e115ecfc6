import { z } from 'zod';
import {
  AULA_ORDEM_MAX,
  aulaMessages,
  MATERIA_TIPOS,
  materiaMessages,
  NOME_MAX,
  TITULO_MAX,
  type MateriaTipo,
} from '../rules/admin-materias.js';
import { messages } from '../messages.js';
import { bodyIdSchema, idSchema } from './id.js';

export {
  AULA_ORDEM_MAX,
  aulaMessages,
  MATERIA_TIPOS,
  materiaMessages,
  materiaTipoLabel,
  type MateriaDependentes,
  type MateriaTipo,
} from '../rules/admin-materias.js';

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong);

/** POST /api/admin/materias and PUT /api/admin/materias/{id}. */
export const materiaInputSchema = z.object({
  nome: requiredText(materiaMessages.nomeRequired, NOME_MAX, materiaMessages.nomeTooLong),
  moduloId: bodyIdSchema(materiaMessages.moduloRequired, materiaMessages.moduloNotFound),
  tipo: z.enum(MATERIA_TIPOS, materiaMessages.tipoInvalid),
  isFree: z.boolean(messages.invalidInput).default(false),
});
export type MateriaInput = z.output<typeof materiaInputSchema>;

/** The Matéria form: the módulo select holds a string; the rest is the API body. */
export const materiaFormSchema = materiaInputSchema.extend({
  moduloId: z
    .string()
    .min(1, materiaMessages.moduloRequired)
    .transform(Number)
    .pipe(bodyIdSchema(materiaMessages.moduloRequired, materiaMessages.moduloNotFound)),
});
export type MateriaFormValues = z.input<typeof materiaFormSchema>;

/** One row of GET /api/admin/materias, with what the tab shows about its use. */
export interface AdminMateria {
  id: number;
  nome: string;
  moduloId: number;
  moduloNome: string;
  tipo: MateriaTipo;
  isFree: boolean;
  questoes: number;
  aulas: number;
  simulados: number;
  notas: number;
}

const ordemSchema = z
  .number(aulaMessages.ordemRequired)
  .int(aulaMessages.ordemMin)
  .min(1, aulaMessages.ordemMin)
  .max(AULA_ORDEM_MAX, aulaMessages.ordemMax);

/** POST /api/admin/aulas and PUT /api/admin/aulas/{id} (SPEC §5: every field required, ordem ≥ 1). */
export const aulaInputSchema = z.object({
  materiaId: bodyIdSchema(aulaMessages.materiaRequired, aulaMessages.materiaNotFound),
  titulo: requiredText(aulaMessages.tituloRequired, TITULO_MAX, aulaMessages.tituloTooLong),
  ordem: ordemSchema,
  ativo: z.boolean(messages.invalidInput),
});
export type AulaInput = z.output<typeof aulaInputSchema>;

/** The Aula form: the matéria select and the ordem field hold strings. */
export const aulaFormSchema = aulaInputSchema.extend({
  materiaId: z
    .string()
    .min(1, aulaMessages.materiaRequired)
    .transform(Number)
    .pipe(bodyIdSchema(aulaMessages.materiaRequired, aulaMessages.materiaNotFound)),
  ordem: z.string().trim().min(1, aulaMessages.ordemRequired).transform(Number).pipe(ordemSchema),
});
export type AulaFormValues = z.input<typeof aulaFormSchema>;

/** GET /api/admin/aulas?materiaId=: the Matéria filter of the tab. */
export const aulasQuerySchema = z.object({ materiaId: idSchema.optional() });

/** One row of GET /api/admin/aulas. */
export interface AdminAula {
  id: number;
  materiaId: number;
  materiaNome: string;
  titulo: string;
  ordem: number;
  ativo: boolean;
  questoes: number;
}

/** The ordem to offer for a new aula: one past the highest of the matéria (1 for its first aula). */
export function proximaOrdem(ordens: readonly number[]): number {
  return Math.min(AULA_ORDEM_MAX, ordens.reduce((max, o) => Math.max(max, o), 0) + 1);
}
