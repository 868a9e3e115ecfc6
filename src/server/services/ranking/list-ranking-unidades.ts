import { asc, eq } from 'drizzle-orm';
import type { RankingUnidades } from '../../../shared/schemas/ranking.js';
import type { Db } from '../../db/client.js';
import { unidades } from '../../db/schema.js';

/** The unit filter's choices: the active unidades, by sigla (SPEC §7: inactive ones are not offered). */
export async function listRankingUnidades(db: Db): Promise<RankingUnidades> {
  const rows = await db
    .select({ id: unidades.id, sigla: unidades.sigla, nome: unidades.nome })
    .from(unidades)
    .where(eq(unidades.ativo, true))
    .orderBy(asc(unidades.sigla));
  return { unidades: rows };
}
