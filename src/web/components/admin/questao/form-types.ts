import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { letrasComTexto } from '../../../../shared/rules/questao';
import { LETRAS, questaoInputSchema, type QuestaoInput } from '../../../../shared/schemas/admin-questoes';

export type FormValues = z.input<typeof questaoInputSchema>;
export type FieldName = keyof FormValues;

const zod = zodResolver(questaoInputSchema);

/**
 * The schema's resolver, given only the alternatives of the chosen kind: switching from five to four
 * alternatives hides E but keeps its text in the form (switching back brings it again), and what is
 * hidden is never sent nor refused.
 */
export const questaoResolver: Resolver<FormValues, unknown, QuestaoInput> = (values, context, options) => {
  const visiveis = letrasComTexto(values.tipo ?? 'multipla5') as readonly string[];
  const sent = { ...values };
  for (const letra of LETRAS) if (!visiveis.includes(letra)) sent[`alternativa${letra}`] = '';
  return zod(sent, context, options);
};
