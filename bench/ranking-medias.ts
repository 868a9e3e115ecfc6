import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

/**
 * The ranking rows of every user whose id is LIKE `userIds`, in one statement with the formula of
 * refreshRankingMedias (services/ranking/refresh-ranking-medias.ts): the sums and counts of their notas
 * per module, the averages rounded to hundredths, and the edital, unidade and visibility of their
 * profile; a user without notas gets zeros and no averages, as the refresh writes after a profile change.
 * The notas are read only for those users.
 *
 * The histogram (ranking_histograma) is filled the way migration 0013 backfills it, in one grouped
 * statement, with its row trigger off meanwhile: fired once per row, that trigger took 200,000 rows from
 * 30 s to 400 s. Nothing else writes ranking_medias while the bench builds its data (bench/server.ts).
 */
export async function insertRankingMedias(db: Db, userIds: string): Promise<void> {
  await db.execute(sql`alter table ranking_medias disable trigger ranking_medias_to_histograma`);
  try {
    await insertRows(db, userIds);
    await addToHistogram(db, userIds);
  } finally {
    await db.execute(sql`alter table ranking_medias enable trigger ranking_medias_to_histograma`);
  }
}

async function insertRows(db: Db, userIds: string): Promise<void> {
  await db.execute(sql`
    insert into ranking_medias (user_id, edital_id, unidade_id, show_in_ranking, qra, notas_basico, notas_especifico,
                                soma_basico, soma_especifico, media_basico, media_especifico, media_geral)
    select u.id, u.edital_id, u.unidade_id, u.show_in_ranking, u.qra,
           coalesce(a.nb, 0), coalesce(a.ne, 0), coalesce(a.sb, 0), coalesce(a.se, 0),
           round((a.sb / nullif(a.nb, 0))::numeric, 2)::float8,
           round((a.se / nullif(a.ne, 0))::numeric, 2)::float8,
           round(((a.sb / nullif(a.nb, 0) + a.se / nullif(a.ne, 0)) / 2)::numeric, 2)::float8
    from users u
    left join (
      select n.user_id,
             count(*) filter (where m.modulo_id = 1)::int as nb,
             count(*) filter (where m.modulo_id = 2)::int as ne,
             sum(n.nota) filter (where m.modulo_id = 1) as sb,
             sum(n.nota) filter (where m.modulo_id = 2) as se
      from notas n join materias m on m.id = n.materia_id
      where n.user_id like ${userIds}
      group by n.user_id
    ) a on a.user_id = u.id
    where u.id like ${userIds}`);
}

/** The rows just inserted, counted at their averages as the row trigger would have counted them. */
async function addToHistogram(db: Db, userIds: string): Promise<void> {
  await db.execute(sql`
    insert into ranking_histograma as h (edital_id, media, geral, basico, especifico, todos_geral)
    select r.edital_id, v.media, sum(v.g)::int, sum(v.b)::int, sum(v.e)::int, sum(v.t)::int
    from ranking_medias r
    cross join lateral (values
      (r.media_geral, r.show_in_ranking::int, 0, 0, 1),
      (r.media_basico, 0, r.show_in_ranking::int, 0, 0),
      (r.media_especifico, 0, 0, r.show_in_ranking::int, 0)
    ) v(media, g, b, e, t)
    where r.user_id like ${userIds} and r.edital_id is not null and v.media is not null
    group by r.edital_id, v.media
    on conflict (edital_id, media) do update set
      geral = h.geral + excluded.geral,
      basico = h.basico + excluded.basico,
      especifico = h.especifico + excluded.especifico,
      todos_geral = h.todos_geral + excluded.todos_geral`);
}
