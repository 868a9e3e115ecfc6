import { and, eq, sql } from 'drizzle-orm';
import type { Caderno } from '../../../shared/schemas/cadernos.js';
import type { Db } from '../../db/client.js';
import { cadernos } from '../../db/schema.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { AppError } from '../../errors.js';

/** A caderno as the API returns it. */
export const cadernoColumns = {
  id: cadernos.id,
  nome: cadernos.nome,
  questoes: cadernos.questoes,
  createdAt: isoTimestamp(cadernos.createdAt),
  updatedAt: isoTimestamp(cadernos.updatedAt),
};

/** Only the owner's: the caderno of another student is a 404, never a 403 (its existence is not told). */
export const ownCaderno = (userId: string, cadernoId: number) =>
  and(eq(cadernos.id, cadernoId), eq(cadernos.userId, userId));

/** The student's caderno, or CADERNO_NOT_FOUND. */
export async function findCaderno(db: Db, userId: string, cadernoId: number): Promise<Caderno> {
  const [row] = await db.select(cadernoColumns).from(cadernos).where(ownCaderno(userId, cadernoId));
  if (!row) throw new AppError('CADERNO_NOT_FOUND');
  return row;
}

/**
 * Whether the student may open each question (`q` questoes, `m` its subject, both left-joined): null
 * when they may; 'removida' for a question that is gone (or in a subject that is no longer theoretical);
 * 'assinatura' for a premium subject without an active subscription.
 */
export function indisponivelSql(assinante: boolean) {
  return sql<'assinatura' | 'removida' | null>`case
    when q.id is null or m.tipo <> 'teorica' then 'removida'
    when not m.is_free and not ${assinante} then 'assinatura'
  end`;
}
