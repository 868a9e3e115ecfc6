import { sql } from 'drizzle-orm';
import type { DashboardRanking } from '../../../shared/schemas/dashboard.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * The student's place in the Geral tab of their edital's ranking (SPEC §1: same edital, visible, notas in
 * both modules), read from ranking_medias, which is kept current in the transaction of every nota and
 * profile write. Ties share a place (standard competition ranking, 1-2-2-4): the place is one more than
 * the number of eligible students with a higher average. Both counts are sums over the edital's histogram
 * (ranking_histograma, at most 1001 rows), read only when the student's own row is eligible.
 */
export async function getRankingCard(db: Db, user: SessionUser): Promise<DashboardRanking> {
  if (user.editalId == null) return { classificado: false, motivo: 'sem_edital' };
  if (user.showInRanking === false) return { classificado: false, motivo: 'oculto' };

  const result = await db.execute(sql`
    select me.media_geral as media, c.acima, c.total
    from ranking_medias me
    cross join lateral (
      select coalesce(sum(h.geral) filter (where h.media > me.media_geral), 0)::int as acima,
             coalesce(sum(h.geral), 0)::int as total
      from ranking_histograma h
      where h.edital_id = me.edital_id
    ) c
    where me.user_id = ${user.id} and me.edital_id is not null and me.show_in_ranking
      and me.media_geral is not null`);
  const row = rowsOf<{ media: number; acima: number; total: number }>(result)[0];
  if (!row) return { classificado: false, motivo: 'sem_notas' };
  return { classificado: true, posicao: Number(row.acima) + 1, total: Number(row.total), media: Number(row.media) };
}
