import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { questaoReports } from '../../db/schema.js';
import { assertQuestaoAccess } from '../materias/materia-access.js';

/** A student's error report on a question, stored as pendente for the admins. */
export async function createReport({
  db,
  user,
  questaoId,
  descricao,
}: {
  db: Db;
  user: SessionUser;
  questaoId: number;
  descricao: string;
}): Promise<{ id: number }> {
  await assertQuestaoAccess(db, questaoId, user);
  const [row] = await db
    .insert(questaoReports)
    .values({ questaoId, userId: user.id, descricao, status: 'pendente' })
    .returning({ id: questaoReports.id });
  return { id: row!.id };
}
