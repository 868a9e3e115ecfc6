import { and, eq } from 'drizzle-orm';
import type { MateriaResumo } from '../../../shared/schemas/simulados.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, questoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export const materiaResumoColumns = {
  id: materias.id,
  nome: materias.nome,
  moduloId: materias.moduloId,
  moduloNome: modulos.nome,
  isFree: materias.isFree,
};

type Viewer = Pick<SessionUser, 'dataExpiracao'>;

/** Refuses (403, subscribers-only) a premium subject to a user without an active subscription. */
function assertEntitled(materia: { isFree: boolean } | undefined, user: Viewer): void {
  // A subject that cannot be looked up counts as not free (SPEC §1).
  if (!materia?.isFree && !hasActiveSubscription(user)) throw new AppError('SUBSCRIPTION_REQUIRED');
}

/** A theoretical subject the user may practise, or 403/404. */
export async function loadMateriaForUser(db: Db, materiaId: number, user: Viewer): Promise<MateriaResumo> {
  const [materia] = await db
    .select(materiaResumoColumns)
    .from(materias)
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .where(and(eq(materias.id, materiaId), eq(materias.tipo, 'teorica')));
  assertEntitled(materia, user);
  if (!materia) throw new AppError('MATERIA_NOT_FOUND');
  return materia;
}

/** A question the user may see (its subject is free or they subscribe), or 403/404. */
export async function assertQuestaoAccess(db: Db, questaoId: number, user: Viewer): Promise<void> {
  const [row] = await db
    .select({ isFree: materias.isFree })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(eq(questoes.id, questaoId));
  if (!row) throw new AppError('QUESTAO_NOT_FOUND');
  assertEntitled(row, user);
}
