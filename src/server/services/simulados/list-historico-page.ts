import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { aproveitamentoPercent, round1 } from '../../../shared/rules/simulado.js';
import { HISTORICO_PAGE_SIZE, type HistoricoItem, type HistoricoPage } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { cadernos, materias, modulos, simulados, simuladosTotais } from '../../db/schema.js';

export interface HistoricoPageInput {
  moduloId?: number;
  materiaId?: number;
  ordem: 'recentes' | 'antigas' | 'maior_nota' | 'menor_nota';
  pagina: number;
}

const orderBy: Record<HistoricoPageInput['ordem'], SQL[]> = {
  recentes: [desc(simulados.data), desc(simulados.id)],
  antigas: [asc(simulados.data), asc(simulados.id)],
  // Each order is a walk of one index of the student's simulados (schema/simulados.ts), deep pages too.
  // Equal grades: the newer one first.
  maior_nota: [desc(simulados.nota), desc(simulados.data), desc(simulados.id)],
  menor_nota: [asc(simulados.nota), desc(simulados.data), desc(simulados.id)],
};

/**
 * A page of the user's history (review sessions and cadernos' simulados too, as 'revisao' and 'caderno'
 * rows with no subject, the latter with its caderno's name; a subject or module filter leaves them out) plus the summary cards over everything the filters match, summed from
 * the student's per-subject totals (simulados_totais, kept by triggers on simulados): a student with
 * thousands of simulados gets 20 cards and four numbers from a few rows, not the lot. The aproveitamento
 * counts a simulado only if the student knew 70 % of it without peeking (issue 27 §2); the average is
 * the exact mean of the grades, rounded as ever.
 */
export async function listHistoricoPage({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: HistoricoPageInput;
}): Promise<HistoricoPage> {
  const byModulo = input.moduloId ? eq(materias.moduloId, input.moduloId) : undefined;
  // The page's ids first, from the order's index alone (no join, no heap for the rows skipped), then
  // those 20 simulados with their subject and module: a deep page costs a walk of the index, not a sort.
  const pagina = db
    .select({ id: simulados.id })
    .from(simulados)
    .where(
      and(
        eq(simulados.userId, userId),
        input.moduloId
          ? inArray(
              simulados.materiaId,
              db.select({ id: materias.id }).from(materias).where(eq(materias.moduloId, input.moduloId)),
            )
          : undefined,
        input.materiaId ? eq(simulados.materiaId, input.materiaId) : undefined,
      ),
    )
    .orderBy(...orderBy[input.ordem])
    .limit(HISTORICO_PAGE_SIZE)
    .offset((input.pagina - 1) * HISTORICO_PAGE_SIZE)
    .as('pagina');

  const [resumoRows, opcoes, itens] = await Promise.all([
    // The row of review sessions has no subject: a subject or module filter leaves it out, as above.
    db
      .select({
        total: sql<number>`coalesce(sum(${simuladosTotais.simulados}), 0)::int`,
        media: sql<
          number | null
        >`(sum(${simuladosTotais.somaNota}) / nullif(sum(${simuladosTotais.simulados}), 0))::float8`,
        aproveitados: sql<number>`coalesce(sum(${simuladosTotais.aproveitados}), 0)::int`,
        totalQuestoes: sql<number>`coalesce(sum(${simuladosTotais.questoesRespondidas}), 0)::int`,
      })
      .from(simuladosTotais)
      .leftJoin(materias, eq(materias.id, simuladosTotais.materiaId))
      .where(
        and(
          eq(simuladosTotais.userId, userId),
          byModulo,
          input.materiaId ? eq(simuladosTotais.materiaId, input.materiaId) : undefined,
        ),
      ),
    // The subjects the student has simulados in: one totals row each (a row left at 0 has none now).
    db
      .select({ id: materias.id, nome: materias.nome, moduloId: modulos.id, moduloNome: modulos.nome })
      .from(simuladosTotais)
      .innerJoin(materias, eq(materias.id, simuladosTotais.materiaId))
      .innerJoin(modulos, eq(modulos.id, materias.moduloId))
      .where(and(eq(simuladosTotais.userId, userId), gt(simuladosTotais.simulados, 0))),
    db
      .select({
        id: simulados.id,
        tipo: simulados.tipo,
        data: isoTimestamp(simulados.data),
        nota: simulados.nota,
        questoesRespondidas: simulados.questoesRespondidas,
        acertos: simulados.acertos,
        materiaId: materias.id,
        materiaNome: materias.nome,
        moduloId: modulos.id,
        moduloNome: modulos.nome,
        cadernoNome: cadernos.nome,
      })
      .from(pagina)
      .innerJoin(simulados, eq(simulados.id, pagina.id))
      .leftJoin(materias, eq(materias.id, simulados.materiaId))
      .leftJoin(modulos, eq(modulos.id, materias.moduloId))
      .leftJoin(cadernos, eq(cadernos.id, simulados.cadernoId))
      .orderBy(...orderBy[input.ordem]),
  ]);

  const resumo = resumoRows[0] ?? { total: 0, media: null, aproveitados: 0, totalQuestoes: 0 };
  const byName = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');
  const modulosVistos = new Map(opcoes.map((o) => [o.moduloId, o.moduloNome]));
  return {
    resumo: {
      total: resumo.total,
      media: resumo.media === null ? null : round1(Number(resumo.media)),
      aproveitamento: aproveitamentoPercent(resumo.aproveitados, resumo.total),
      totalQuestoes: resumo.totalQuestoes,
    },
    opcoes: {
      modulos: [...modulosVistos].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.id - b.id),
      materias: opcoes.map(({ id, nome, moduloId }) => ({ id, nome, moduloId })).sort(byName),
    },
    itens: itens satisfies HistoricoItem[],
    pagina: input.pagina,
    paginas: Math.max(1, Math.ceil(resumo.total / HISTORICO_PAGE_SIZE)),
  };
}
