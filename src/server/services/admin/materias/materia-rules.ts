import { eq } from 'drizzle-orm';
import { materiaMessages } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { modulos } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { isUniqueViolation } from '../unique-violation.js';

/** The unique index (módulo, lower(nome)) decides; its violation becomes the pt-BR 409 under Nome. */
export async function uniqueNomeNoModulo<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MATERIA_DUPLICADA', { nome: materiaMessages.nomeDuplicado });
    throw error;
  }
}

/**
 * The chosen módulo must exist: a 400 under the Módulo field rather than a foreign-key error. It is
 * key-share locked so it cannot be deleted before the matéria that names it commits.
 */
export async function assertModuloExists(tx: Pick<Db, 'select'>, moduloId: number): Promise<void> {
  const [row] = await tx.select({ id: modulos.id }).from(modulos).where(eq(modulos.id, moduloId)).for('key share');
  if (!row) throw new AppError('MATERIA_MODULO_NOT_FOUND', { moduloId: materiaMessages.moduloNotFound });
}
