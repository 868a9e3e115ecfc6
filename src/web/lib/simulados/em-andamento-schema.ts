import { z } from 'zod';
import { letterSchema, materiaResumoSchema, questaoSimuladoSchema } from '../../../shared/schemas/simulados';

/**
 * What a stored in-progress simulado must look like (em-andamento.ts). Apart from it, with zod, so a
 * page that only writes or clears the copy, or reads it after its first paint (/simulados), does not
 * download zod with its first screen (docs/decisions/0025).
 */
const idList = z.array(z.number().int().positive());

export const simuladoEmAndamentoSchema = z
  .object({
    clientKey: z.uuid(),
    materia_id: z.number().int().positive(),
    materia: materiaResumoSchema,
    questoes: z.array(questaoSimuladoSchema).min(1),
    /** The chosen letter by question id (JSON keys are strings). */
    respostas: z.record(z.string(), letterSchema),
    indice_atual: z.number().int().min(0),
    /** Ids of the questions conferred, in the order they were conferred. */
    questoes_conferidas: idList,
    /** Ids of the conferred questions answered right. */
    respostas_corretas: idList,
    /** Ids of the questions whose answer was peeked at (Espiar). */
    espiadas: idList,
    iniciado_em: z.iso.datetime(),
  })
  .refine((s) => s.materia.id === s.materia_id, 'materia_id does not match materia')
  .refine((s) => s.indice_atual < s.questoes.length, 'indice_atual out of range')
  .refine((s) => {
    const ids = new Set(s.questoes.map((q) => q.id));
    return (
      ids.size === s.questoes.length &&
      s.questoes_conferidas.every((id) => ids.has(id) && String(id) in s.respostas) &&
      s.respostas_corretas.every((id) => s.questoes_conferidas.includes(id))
    );
  }, 'answers refer to questions outside the simulado');

export type SimuladoEmAndamento = z.infer<typeof simuladoEmAndamentoSchema>;

/** The copy in `data`, or null when it is not a whole, consistent in-progress simulado. */
export function parseEmAndamento(data: unknown): SimuladoEmAndamento | null {
  const parsed = simuladoEmAndamentoSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
