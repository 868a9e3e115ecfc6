import { desc, eq } from 'drizzle-orm';
import type { CadernosList } from '../../../shared/schemas/cadernos.js';
import type { Db } from '../../db/client.js';
import { cadernos } from '../../db/schema.js';
import { cadernoColumns } from './caderno-query.js';

/** GET /api/cadernos: the student's cadernos with their counts (kept by the writes), most recently changed first. */
export async function listCadernos({ db, userId }: { db: Db; userId: string }): Promise<CadernosList> {
  const rows = await db
    .select(cadernoColumns)
    .from(cadernos)
    .where(eq(cadernos.userId, userId))
    .orderBy(desc(cadernos.updatedAt), desc(cadernos.id));
  return { cadernos: rows };
}
