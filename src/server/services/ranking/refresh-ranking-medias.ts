import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A Drizzle transaction or the database itself: the refresh must run inside the caller's transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * Rewrites one student's row of ranking_medias from their profile and notas. Call it in the same
 * transaction as every write to the student's notas or to their edital, unidade or ranking visibility, so
 * the ranking is current the moment that transaction commits. One student has at most a few hundred
 * notas, so recomputing their sums is cheap and cannot drift the way incremental updates could.
 * The formula matches the backfill in migrations/0001_student_area.sql.
 *
 * The student's users row is locked first, in a statement of its own: two transactions writing the same
 * student's notas then refresh one after the other, and under READ COMMITTED the second refresh's own
 * statement takes a fresh snapshot that sees the first one's committed nota (without the lock each would
 * recompute without the other's row and the last writer would win).
 */
export async function refreshRankingMedias(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  await tx.execute(sql`
    insert into ranking_medias (user_id, edital_id, unidade_id, show_in_ranking, qra, notas_basico, notas_especifico,
                                soma_basico, soma_especifico, media_basico, media_especifico, media_geral)
    select u.id, u.edital_id, u.unidade_id, u.show_in_ranking, u.qra,
           coalesce(a.nb, 0), coalesce(a.ne, 0), coalesce(a.sb, 0), coalesce(a.se, 0),
           round((a.sb / nullif(a.nb, 0))::numeric, 2)::float8,
           round((a.se / nullif(a.ne, 0))::numeric, 2)::float8,
           round(((a.sb / nullif(a.nb, 0) + a.se / nullif(a.ne, 0)) / 2)::numeric, 2)::float8
    from users u
    left join (
      select count(*) filter (where m.modulo_id = 1)::int as nb,
             count(*) filter (where m.modulo_id = 2)::int as ne,
             sum(n.nota) filter (where m.modulo_id = 1) as sb,
             sum(n.nota) filter (where m.modulo_id = 2) as se
      from notas n join materias m on m.id = n.materia_id
      where n.user_id = ${userId}
    ) a on true
    where u.id = ${userId}
    on conflict (user_id) do update set
      edital_id = excluded.edital_id, unidade_id = excluded.unidade_id, show_in_ranking = excluded.show_in_ranking, qra = excluded.qra,
      notas_basico = excluded.notas_basico, notas_especifico = excluded.notas_especifico,
      soma_basico = excluded.soma_basico, soma_especifico = excluded.soma_especifico,
      media_basico = excluded.media_basico, media_especifico = excluded.media_especifico,
      media_geral = excluded.media_geral
  `);
}
