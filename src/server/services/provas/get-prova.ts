import { and, eq } from 'drizzle-orm';
import type { Prova } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { provas } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { selectProvas } from './prova-columns.js';

/** One prova of the student; another student's, like a missing one, is 404. */
export async function getProva({ db, userId, provaId }: { db: Db; userId: string; provaId: number }): Promise<Prova> {
  const [prova] = await selectProvas(db, and(eq(provas.id, provaId), eq(provas.userId, userId)));
  if (!prova) throw new AppError('PROVA_NOT_FOUND');
  return prova;
}
