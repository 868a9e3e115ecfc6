import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';

/** A Drizzle transaction or the database itself: these writes run inside the caller's transaction. */
type Executor = Pick<Db, 'execute'>;

/*
 * A student's honest counters per subject (desempenho_materias: answered, and right without a peek)
 * equal a count of their questoes_status rows grouped by the row's materia_id. They are kept by
 * difference, in the transaction that changes those rows (docs/decisions/0047): a recount per save
 * grew with the student's whole history in the subject. Every writer of a student's questoes_status
 * rows takes the student's users row FOR NO KEY UPDATE first, in a statement of its own
 * (lockStudentCounters), so that:
 * - one student's writes run one after the other, and under READ COMMITTED the next one's statement
 *   takes a fresh snapshot that sees the last one's rows: the old rows a difference is taken from are
 *   the current ones (without the lock, two saves over one question would both subtract the same old
 *   answer, or both add it as new);
 * - an edital change (an UPDATE of the users row, whose trigger moves these rows to the new edital)
 *   waits for the write or goes first and is then seen, so a row never lands in the old edital.
 * The table's trigger moves every difference into desempenho_editais. Rows are written in materia_id
 * order, so two writers touching one edital's subjects lock its desempenho_editais rows in one order and
 * never deadlock.
 */

/** The lock every writer of a student's answers' status and counters takes first (see above). */
export async function lockStudentCounters(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
}

/**
 * The save's part, as CTEs for its one statement, after `saved` (the simulado, absent for a replayed
 * clientKey) and `answers` (questao_id, materia_id, correta, espiada; `questaoIds` are theirs) and beside
 * the questoes_status upsert. The caller holds lockStudentCounters, so `antes` (the student's rows of
 * exactly these questions, read from the statement's snapshot) is what the upsert replaces. It takes
 * the ids as a parameter, so the planner probes an index once per question (joined to `answers`, it
 * hashed all of the student's status rows on the bench's data: the cost this part exists to avoid).
 * Per subject: every answer adds itself to its question's subject, every old row takes itself out of
 * the subject it was counted in. The two differ only for a question an admin moved that this student's
 * row did not follow (answered while the move ran); the upsert moves the row to the answer's subject,
 * and so do the counts.
 *
 * A check constraint is checked on an upsert's proposed row even when it ends as an update, so the
 * proposed row carries what a new row holds (this save's answers in the subject, never negative) and
 * the update adds the difference, read back from `desempenho_delta`. A subject without a row has no
 * old answers, so for it the two are the same.
 */
export function desempenhoSaveCtes(userId: string, questaoIds: number[]): SQL {
  return sql`
    antes as (
      select qs.materia_id, (qs.correta and not qs.espiada) as honesta
      from questoes_status qs
      where qs.user_id = ${userId} and qs.questao_id = any(${pgArray(questaoIds, 'int')})
    ), desempenho_delta as (
      select d.materia_id, sum(d.novas)::int as novas, sum(d.novas_honestas)::int as novas_honestas,
             sum(d.respondidas)::int as respondidas, sum(d.acertos)::int as acertos
      from (
        select a.materia_id, 1 as novas, (a.correta and not a.espiada)::int as novas_honestas,
               1 as respondidas, (a.correta and not a.espiada)::int as acertos
        from answers a
        union all
        select b.materia_id, 0, 0, -1, -(b.honesta::int) from antes b
      ) d
      group by d.materia_id
    ), desempenho as (
      insert into desempenho_materias as dm (user_id, materia_id, edital_id, respondidas, acertos)
      select u.id, x.materia_id, u.edital_id, x.novas, x.novas_honestas
      from saved, desempenho_delta x, users u
      where u.id = ${userId} and (x.respondidas <> 0 or x.acertos <> 0)
      order by x.materia_id
      on conflict (user_id, materia_id) do update set
        respondidas = dm.respondidas + (select x.respondidas from desempenho_delta x where x.materia_id = dm.materia_id),
        acertos = dm.acertos + (select x.acertos from desempenho_delta x where x.materia_id = dm.materia_id)
    )`;
}

/**
 * Takes the student's counters out ('Limpar histórico' deletes their questoes_status). The caller holds
 * lockStudentCounters. The edital sums they feed are locked first in key order, as the saves lock them,
 * so a clear and a save never deadlock.
 */
export async function clearDesempenhoMaterias(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`
    select 1 from desempenho_editais e
    where (e.edital_id, e.materia_id) in (
      select d.edital_id, d.materia_id from desempenho_materias d where d.user_id = ${userId})
    order by e.edital_id, e.materia_id
    for update`);
  await tx.execute(sql`delete from desempenho_materias where user_id = ${userId}`);
}

/**
 * An admin moved a question to another subject: the students' latest answers to it (questoes_status)
 * and their counters move with it, in the admin's transaction. Rare and admin-side, so it may touch every
 * student who answered it. The caller holds the question's row FOR NO KEY UPDATE, which a save's
 * foreign-key check (FOR KEY SHARE) does not wait for, so no save ever waits on the admin while holding
 * what the admin needs next. In order:
 * - the students who answered it are locked by id (the order every admin write that reaches many
 *   students takes them in); a save of theirs in progress finishes first, later ones wait;
 * - every edital sum the move changes is created if missing and locked in key order: a save holds the
 *   sums of its subjects only at its end, in the same order, and then only commits;
 * - the locked students' rows move, and their counters by difference. A student whose first answer to
 *   the question lands while the admin works keeps it in the subject it was graded in, counted there,
 *   until they answer it again (the save moves it then).
 * With every row it writes locked beforehand, it may update the counters that exist and insert the rest
 * in one statement, whose snapshot is current.
 */
export async function moveQuestaoDesempenho(tx: Executor, questaoId: number, materiaId: number): Promise<void> {
  const locked = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select u.id from users u
      where u.id in (select qs.user_id from questoes_status qs
                     where qs.questao_id = ${questaoId} and qs.materia_id <> ${materiaId})
      order by u.id
      for no key update`),
  );
  if (locked.length === 0) return;
  // Text ids as one JSON parameter: one parameter however many students answered the question.
  const students = sql`(select value from json_array_elements_text(${JSON.stringify(locked.map((u) => u.id))}::json))`;
  await tx.execute(sql`
    insert into desempenho_editais as e (edital_id, materia_id)
    select distinct u.edital_id, m.materia_id
    from questoes_status qs
    join users u on u.id = qs.user_id
    cross join lateral (values (qs.materia_id), (${materiaId}::int)) as m(materia_id)
    where qs.questao_id = ${questaoId} and qs.materia_id <> ${materiaId} and qs.user_id in ${students}
      and u.edital_id is not null
    order by 1, 2
    on conflict (edital_id, materia_id) do update set respondidas = e.respondidas`);
  await tx.execute(sql`
    with antes as (
      select qs.user_id, qs.materia_id, (qs.correta and not qs.espiada)::int as honesta
      from questoes_status qs
      where qs.questao_id = ${questaoId} and qs.materia_id <> ${materiaId} and qs.user_id in ${students}
    ), moved as (
      update questoes_status qs set materia_id = ${materiaId}
      from antes b where qs.user_id = b.user_id and qs.questao_id = ${questaoId}
    ), delta as (
      select d.user_id, d.materia_id, sum(d.respondidas)::int as respondidas, sum(d.acertos)::int as acertos
      from (
        select b.user_id, ${materiaId}::int as materia_id, 1 as respondidas, b.honesta as acertos from antes b
        union all
        select b.user_id, b.materia_id, -1, -b.honesta from antes b
      ) d
      group by d.user_id, d.materia_id
    ), updated as (
      update desempenho_materias dm set respondidas = dm.respondidas + x.respondidas, acertos = dm.acertos + x.acertos
      from delta x where dm.user_id = x.user_id and dm.materia_id = x.materia_id
    )
    insert into desempenho_materias (user_id, materia_id, edital_id, respondidas, acertos)
    select x.user_id, x.materia_id, u.edital_id, x.respondidas, x.acertos
    from delta x join users u on u.id = x.user_id
    where not exists (select 1 from desempenho_materias dm where dm.user_id = x.user_id and dm.materia_id = x.materia_id)`);
}
