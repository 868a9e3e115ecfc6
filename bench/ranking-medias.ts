import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

/**
 * The ranking rows of every user whose id is LIKE `userIds`, in one statement with the formula of
 * refreshRankingMedias (services/ranking/refresh-ranking-medias.ts): the sums and counts of their notas
 * per module, the averages rounded to hundredths, and the edital, unidade and visibility of their
 * profile; a user without notas gets zeros and no averages, as the refresh writes after a profile change.
 * The notas are read only for those users.
 */
export async function insertRankingMedias(db: Db, userIds: string): Promise<void> {
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
