import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CadernoSimulado, OrdemCaderno } from '../../../shared/schemas/cadernos.js';
import { MAX_QUESTIONS } from '../../../shared/rules/simulado.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readsTogether } from '../../db/reads-together.js';
import { cadernoQuestoes, materias, questoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { questaoSimuladoColumns, toQuestaoSimulado } from '../simulados/questao-columns.js';
import { findCaderno } from './caderno-query.js';

const ordens: Record<OrdemCaderno, ReturnType<typeof asc>[]> = {
  aleatoria: [sql`random()`],
  recentes: [desc(cadernoQuestoes.adicionadaEm), desc(cadernoQuestoes.questaoId)],
  antigas: [asc(cadernoQuestoes.adicionadaEm), asc(cadernoQuestoes.questaoId)],
};

/**
 * GET /api/cadernos/{id}/simulado: the caderno's questions the student may open now, as the player
 * takes them (answer key and explanation included), shuffled or in the order they were saved; at most
 * a simulado's maximum. The ones left out are counted, so the page can say so.
 */
export async function getCadernoSimulado({
  db,
  user,
  cadernoId,
  ordem,
}: {
  db: Db;
  user: SessionUser;
  cadernoId: number;
  ordem: OrdemCaderno;
}): Promise<CadernoSimulado> {
  const assinante = hasActiveSubscription(user);
  const [caderno, rows] = await readsTogether(
    db,
    () => findCaderno(db, user.id, cadernoId),
    () =>
      db
        .select(questaoSimuladoColumns)
        .from(cadernoQuestoes)
        .innerJoin(questoes, eq(questoes.id, cadernoQuestoes.questaoId))
        .innerJoin(materias, eq(materias.id, questoes.materiaId))
        .where(
          and(
            eq(cadernoQuestoes.cadernoId, cadernoId),
            // The caderno's owner only (findCaderno answers 404 for anyone else).
            sql`exists (select 1 from cadernos c where c.id = ${cadernoId} and c.user_id = ${user.id})`,
            eq(materias.tipo, 'teorica'),
            assinante ? undefined : eq(materias.isFree, true),
          ),
        )
        .orderBy(...ordens[ordem])
        .limit(MAX_QUESTIONS),
  );
  if (rows.length === 0) throw new AppError('CADERNO_SEM_QUESTOES');
  return {
    caderno: { id: caderno.id, nome: caderno.nome },
    questoes: rows.map(toQuestaoSimulado),
    // Past the maximum the rest is not counted (they are left out for the size, not for access).
    indisponiveis: rows.length < MAX_QUESTIONS ? Math.max(0, caderno.questoes - rows.length) : 0,
  };
}
