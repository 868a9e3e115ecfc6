import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { REVISAO_DEVIDAS_MAX, type RevisaoResumo } from '../../../shared/schemas/revisao.js';
import type { Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { materias, revisaoCartoes } from '../../db/schema.js';
import { cartoesVivos, type Revisor } from './cartoes-vivos.js';

/**
 * GET /api/revisao: how many cards are due now (exact up to REVISAO_DEVIDAS_MAX, then that plus one),
 * when the next one falls due after now, and how many live cards the student has. The due count stops
 * at its cap, so a student with 20,000 due cards costs what one with 100 does. The subject comes from
 * the card itself: the counts read the student's cards and the subjects, never the question bank.
 */
export async function getRevisaoResumo({
  db,
  user,
  now = new Date(),
}: {
  db: Db;
  user: Revisor;
  now?: Date;
}): Promise<RevisaoResumo> {
  const vivos = cartoesVivos(user, now);
  const devidas = db
    .select({ um: sql`1` })
    .from(revisaoCartoes)
    .innerJoin(materias, eq(materias.id, revisaoCartoes.materiaId))
    .where(and(vivos, lte(revisaoCartoes.due, now)))
    .limit(REVISAO_DEVIDAS_MAX + 1)
    .as('devidas');
  const [devidasRows, proximaRows, totalRows] = await Promise.all([
    db.select({ n: count() }).from(devidas),
    db
      .select({ due: isoTimestamp(revisaoCartoes.due) })
      .from(revisaoCartoes)
      .innerJoin(materias, eq(materias.id, revisaoCartoes.materiaId))
      .where(and(vivos, gt(revisaoCartoes.due, now)))
      .orderBy(asc(revisaoCartoes.due))
      .limit(1),
    db
      .select({ n: count() })
      .from(revisaoCartoes)
      .innerJoin(materias, eq(materias.id, revisaoCartoes.materiaId))
      .where(vivos),
  ]);
  return {
    devidas: Number(devidasRows[0]?.n ?? 0),
    proxima: proximaRows[0]?.due ?? null,
    total: Number(totalRows[0]?.n ?? 0),
  };
}
