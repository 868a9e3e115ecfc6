import { and, eq } from 'drizzle-orm';
import { messages } from '../../../../shared/messages.js';
import type { Db } from '../../../db/client.js';
import { editais, unidades } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';

type Executor = Pick<Db, 'select'>;

function invalid(field: 'editalId' | 'unidadeId', message: string): AppError {
  return new AppError('INVALID_INPUT', { [field]: message }, message);
}

/**
 * The edital and unidade the admin picked must exist and be active, as on /perfil; a user's current one
 * may be kept after it was deactivated (saving the form must not silently drop it). 400 otherwise.
 */
export async function checkOpcoes(
  tx: Executor,
  chosen: { editalId: number | null; unidadeId: number | null },
  current: { editalId: number | null; unidadeId: number | null } = { editalId: null, unidadeId: null },
): Promise<void> {
  if (chosen.editalId !== null && chosen.editalId !== current.editalId) {
    const [edital] = await tx
      .select({ id: editais.id })
      .from(editais)
      .where(and(eq(editais.id, chosen.editalId), eq(editais.ativo, true)));
    if (!edital) throw invalid('editalId', messages.editalInvalid);
  }
  if (chosen.unidadeId !== null && chosen.unidadeId !== current.unidadeId) {
    const [unidade] = await tx
      .select({ id: unidades.id })
      .from(unidades)
      .where(and(eq(unidades.id, chosen.unidadeId), eq(unidades.ativo, true)));
    if (!unidade) throw invalid('unidadeId', messages.unidadeInvalid);
  }
}
