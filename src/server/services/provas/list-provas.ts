import { eq } from 'drizzle-orm';
import type { ProvasList } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { provas } from '../../db/schema.js';
import { selectProvas } from './prova-columns.js';

/** Every prova of the student, by date (SPEC §7: full list by user_id ordered by data). */
export async function listProvas({ db, userId }: { db: Db; userId: string }): Promise<ProvasList> {
  return { provas: await selectProvas(db, eq(provas.userId, userId)) };
}
