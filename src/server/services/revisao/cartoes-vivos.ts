import { and, eq, sql, type SQL } from 'drizzle-orm';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import { materias, revisaoCartoes } from '../../db/schema.js';

export type Revisor = Pick<SessionUser, 'id' | 'dataExpiracao'>;

/**
 * The student's live review cards that they may practise now: not removed ('Não revisar mais esta
 * questão'), of a theoretical subject, and of a free one unless they subscribe (issue 27 §3).
 * Use over `revisao_cartoes join materias` on the card's own materia_id (kept equal to its question's),
 * so no card needs a lookup into the question bank to be counted. `not removido` is written as the
 * partial indexes (`revisao_cartoes_due_idx`, `revisao_cartoes_materia_idx`) state it, so the planner
 * walks them.
 */
export function cartoesVivos(user: Revisor, now = new Date()): SQL {
  return and(
    eq(revisaoCartoes.userId, user.id),
    sql`not ${revisaoCartoes.removido}`,
    eq(materias.tipo, 'teorica'),
    hasActiveSubscription(user, now) ? undefined : eq(materias.isFree, true),
  )!;
}
