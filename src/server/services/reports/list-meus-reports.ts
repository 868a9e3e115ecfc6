import { and, desc, eq, lt } from 'drizzle-orm';
import type { MeusReportsPage } from '../../../shared/schemas/reports.js';
import type { Db } from '../../db/client.js';
import { materias, questaoReports as reports, questoes } from '../../db/schema.js';
import { plainTextExcerpt } from './plain-text-excerpt.js';

/**
 * The student's own reports, newest first, one page at a time. Report ids are serial, so id order is
 * creation order and the last id of a page is a stable cursor even when reports arrive meanwhile.
 */
export async function listMeusReports({
  db,
  userId,
  limit,
  cursor,
}: {
  db: Db;
  userId: string;
  limit: number;
  cursor?: number | undefined;
}): Promise<MeusReportsPage> {
  const rows = await db
    .select({
      id: reports.id,
      questaoId: reports.questaoId,
      materiaNome: materias.nome,
      enunciado: questoes.enunciado,
      descricao: reports.descricao,
      status: reports.status,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .innerJoin(questoes, eq(questoes.id, reports.questaoId))
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(and(eq(reports.userId, userId), cursor === undefined ? undefined : lt(reports.id, cursor)))
    .orderBy(desc(reports.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    itens: page.map(({ enunciado, createdAt, updatedAt, ...r }) => ({
      ...r,
      enunciadoTrecho: plainTextExcerpt(enunciado),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
