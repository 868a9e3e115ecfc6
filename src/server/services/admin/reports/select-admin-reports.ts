import { eq } from 'drizzle-orm';
import type { AdminReport } from '../../../../shared/schemas/admin-reports.js';
import type { Db } from '../../../db/client.js';
import { materias, modulos, questaoReports as reports, questoes, users } from '../../../db/schema.js';
import { plainTextExcerpt } from '../../reports/plain-text-excerpt.js';

/** A Drizzle database or transaction: the status change re-reads its report inside its own transaction. */
type Reader = Pick<Db, 'select'>;

/**
 * Reports with the question's matéria and módulo and the reporter, as the admin list shows them. The
 * joins are inner: a question, matéria or reporter cannot vanish under a report (restrict / cascade FKs).
 */
export function selectAdminReports(db: Reader) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
      questaoId: reports.questaoId,
      materiaNome: materias.nome,
      moduloNome: modulos.nome,
      enunciado: questoes.enunciado,
      questaoAnulada: questoes.anulada,
      questaoDesatualizada: questoes.desatualizada,
      descricao: reports.descricao,
      autorNome: users.nome,
      autorEmail: users.email,
    })
    .from(reports)
    .innerJoin(questoes, eq(questoes.id, reports.questaoId))
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .innerJoin(users, eq(users.id, reports.userId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminReports>['execute']>>[number];

/** The row as the API sends it: dates in ISO, the statement as a plain-text excerpt (no HTML leaves). */
export function toAdminReport({ enunciado, createdAt, updatedAt, autorNome, autorEmail, ...r }: Row): AdminReport {
  return {
    ...r,
    enunciadoTrecho: plainTextExcerpt(enunciado, 240),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    autor: { nome: autorNome, email: autorEmail },
  };
}

export async function findAdminReport(db: Reader, id: number): Promise<AdminReport | null> {
  const [row] = await selectAdminReports(db).where(eq(reports.id, id));
  return row ? toAdminReport(row) : null;
}
