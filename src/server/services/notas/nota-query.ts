import { and, eq, type Placeholder } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Nota } from '../../../shared/schemas/notas.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, notas, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** A Drizzle transaction: the writes run in one, with the ranking refresh. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** The columns of one nota as the API answers it (schemas/notas.ts `notaSchema`). */
export const notaColumns = {
  id: notas.id,
  nota: notas.nota,
  data: notas.data,
  descricao: notas.descricao,
  materia: { id: materias.id, nome: materias.nome, tipo: materias.tipo },
  modulo: { id: modulos.id, nome: modulos.nome },
};

/** The student's notas with subject and module; `notaId` narrows to one. Always filtered by owner. */
export function selectNotas(db: Reader, userId: string | Placeholder, notaId?: number) {
  return db
    .select(notaColumns)
    .from(notas)
    .innerJoin(materias, eq(materias.id, notas.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .where(notaId === undefined ? eq(notas.userId, userId) : and(eq(notas.userId, userId), eq(notas.id, notaId)));
}

/** One of the student's own notas, or NOTA_NOT_FOUND (someone else's is not revealed to exist). */
export async function findNota(db: Reader, userId: string, notaId: number): Promise<Nota> {
  const [nota] = await selectNotas(db, userId, notaId);
  if (!nota) throw new AppError('NOTA_NOT_FOUND');
  return nota;
}

/**
 * Locks the student's row for the rest of the transaction. refreshRankingMedias recomputes the
 * student's sums from what its statement sees, so two saves of one student at once must not overlap:
 * the second waits here and then sees the first one's nota. NO KEY UPDATE does not block the foreign-key
 * checks of the student's other writes (simulados, comments), only other writers of the ranking row.
 */
export async function lockStudent(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw new AppError('UNAUTHENTICATED');
}

/** Refuses a subject that does not exist with 'Matéria não encontrada', marked on the form's field. */
export async function assertMateriaExists(tx: Tx, materiaId: number): Promise<void> {
  const [materia] = await tx.select({ id: materias.id }).from(materias).where(eq(materias.id, materiaId));
  if (!materia) throw new AppError('MATERIA_NOT_FOUND', { materiaId: messages.materiaNotFound });
}
