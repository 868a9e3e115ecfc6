import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { PerfilUpdate } from '../../../shared/schemas/perfil.js';
import type { Db } from '../../db/client.js';
import { editais, unidades, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { refreshRankingMedias } from '../ranking/refresh-ranking-medias.js';

function invalid(field: 'editalId' | 'unidadeId', message: string): AppError {
  return new AppError('INVALID_INPUT', { [field]: message }, message);
}

/**
 * Saves the /perfil form. Edital, unidade and ranking visibility feed the ranking, so the student's
 * ranking row is rewritten in the same transaction: the ranking shows the change the moment it commits.
 * An edital or unidade may be chosen when it is active, or kept when it is the student's current one
 * (an admin may have deactivated it since); anything else is refused and nothing changes.
 */
export async function updatePerfil({ db, userId, input }: { db: Db; userId: string; input: PerfilUpdate }) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ editalId: users.editalId, unidadeId: users.unidadeId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw new AppError('UNAUTHENTICATED');

    if (input.editalId !== null && input.editalId !== current.editalId) {
      const [edital] = await tx
        .select({ id: editais.id })
        .from(editais)
        .where(and(eq(editais.id, input.editalId), eq(editais.ativo, true)));
      if (!edital) throw invalid('editalId', messages.editalInvalid);
    }
    if (input.unidadeId !== null && input.unidadeId !== current.unidadeId) {
      const [unidade] = await tx
        .select({ id: unidades.id })
        .from(unidades)
        .where(and(eq(unidades.id, input.unidadeId), eq(unidades.ativo, true)));
      if (!unidade) throw invalid('unidadeId', messages.unidadeInvalid);
    }

    await tx
      .update(users)
      .set({
        nome: input.nome,
        whatsapp: input.whatsapp,
        editalId: input.editalId,
        unidadeId: input.unidadeId,
        qra: input.qra,
        showInRanking: input.showInRanking,
      })
      .where(eq(users.id, userId));
    await refreshRankingMedias(tx, userId);
  });
}
