import { sql } from 'drizzle-orm';
import { CADERNO_QUESTOES_MAX } from '../../../shared/schemas/cadernos.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

/**
 * POST /api/cadernos/{id}/questoes: saves a question the student may open (a free subject, or an
 * active subscription) in their caderno; saving it again changes nothing. One statement (the budget is
 * 20 ms): it locks the caderno's row, so one caderno's adds run one after another and its counter and
 * its 5,000 limit stay exact, checks the question, inserts and counts it. Returns whether it was new.
 */
export async function addQuestaoAoCaderno({
  db,
  user,
  cadernoId,
  questaoId,
}: {
  db: Db;
  user: SessionUser;
  cadernoId: number;
  questaoId: number;
}): Promise<{ adicionada: boolean }> {
  const assinante = hasActiveSubscription(user);
  const result = await db.execute(sql`
    with c as (
      select id, questoes from cadernos where id = ${cadernoId} and user_id = ${user.id} for update
    ), q as (
      select m.is_free or ${assinante} as pode from questoes q join materias m on m.id = q.materia_id
      where q.id = ${questaoId} and m.tipo = 'teorica'
    ), ja as (
      select 1 from caderno_questoes where caderno_id = ${cadernoId} and questao_id = ${questaoId}
        and exists (select 1 from c)
    ), ins as (
      insert into caderno_questoes (caderno_id, questao_id)
      select c.id, ${questaoId} from c, q
      where q.pode and c.questoes < ${CADERNO_QUESTOES_MAX} and not exists (select 1 from ja)
      on conflict do nothing
      returning caderno_id
    ), upd as (
      update cadernos set questoes = questoes + 1, updated_at = now() where id in (select caderno_id from ins)
    )
    select exists (select 1 from c) as caderno, (select pode from q) as pode, exists (select 1 from ja) as ja,
           (select questoes from c) as questoes, exists (select 1 from ins) as adicionada`);
  const row = rowsOf<{
    caderno: boolean;
    pode: boolean | null;
    ja: boolean;
    questoes: number | null;
    adicionada: boolean;
  }>(result)[0];
  if (!row?.caderno) throw new AppError('CADERNO_NOT_FOUND');
  if (row.pode === null) throw new AppError('QUESTAO_NOT_FOUND');
  if (!row.pode) throw new AppError('SUBSCRIPTION_REQUIRED');
  // Neither added nor there before: the caderno is full, or the same question arrived at the same moment.
  if (!row.adicionada && !row.ja && Number(row.questoes) >= CADERNO_QUESTOES_MAX) throw new AppError('CADERNO_CHEIO');
  return { adicionada: row.adicionada };
}

/**
 * DELETE /api/cadernos/{id}/questoes/{questaoId}: takes the question out (also one that is gone or no
 * longer open to the student); one statement, the counter with it. Not there: nothing to do.
 */
export async function removeQuestaoDoCaderno({
  db,
  userId,
  cadernoId,
  questaoId,
}: {
  db: Db;
  userId: string;
  cadernoId: number;
  questaoId: number;
}): Promise<void> {
  const result = await db.execute(sql`
    with c as (
      select id from cadernos where id = ${cadernoId} and user_id = ${userId} for update
    ), del as (
      delete from caderno_questoes where caderno_id in (select id from c) and questao_id = ${questaoId}
      returning caderno_id
    ), upd as (
      update cadernos set questoes = questoes - 1, updated_at = now() where id in (select caderno_id from del)
    )
    select exists (select 1 from c) as caderno`);
  if (!rowsOf<{ caderno: boolean }>(result)[0]?.caderno) throw new AppError('CADERNO_NOT_FOUND');
}
