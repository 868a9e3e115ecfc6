import { eq } from 'drizzle-orm';
import { aulaMessages } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { materias } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { isUniqueViolation } from '../unique-violation.js';

/** The unique index (matéria, ordem) decides; its violation becomes the pt-BR 409 under Ordem. */
export async function uniqueOrdemNaMateria<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('AULA_ORDEM_DUPLICADA', { ordem: aulaMessages.ordemDuplicada });
    throw error;
  }
}

/**
 * The chosen matéria must exist (a 400 under Matéria) and be teórica: aulas filter a matéria's questões
 * in the simulado, and a prática has neither (a 422 under Matéria). Key-share locked, so it is not deleted
 * meanwhile; its tipo can only change to prática while it has no questões (update-materia.ts).
 */
export async function assertMateriaTeorica(tx: Pick<Db, 'select'>, materiaId: number): Promise<void> {
  const [row] = await tx
    .select({ tipo: materias.tipo })
    .from(materias)
    .where(eq(materias.id, materiaId))
    .for('key share');
  if (!row) throw new AppError('AULA_MATERIA_NOT_FOUND', { materiaId: aulaMessages.materiaNotFound });
  if (row.tipo !== 'teorica') throw new AppError('AULA_MATERIA_PRATICA', { materiaId: aulaMessages.materiaPratica });
}
