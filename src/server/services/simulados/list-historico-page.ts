import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { aproveitamentoPercent, NOTA_APROVEITADA, round1 } from '../../../shared/rules/simulado.js';
import { HISTORICO_PAGE_SIZE, type HistoricoItem, type HistoricoPage } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { materias, modulos, simulados } from '../../db/schema.js';

export interface HistoricoPageInput {
  moduloId?: number;
  materiaId?: number;
  ordem: 'recentes' | 'antigas' | 'maior_nota' | 'menor_nota';
  pagina: number;
}

const orderBy: Record<HistoricoPageInput['ordem'], SQL[]> = {
  recentes: [desc(simulados.data), desc(simulados.id)],
  antigas: [asc(simulados.data), asc(simulados.id)],
  // Equal grades: the newer one first.
  maior_nota: [desc(simulados.nota), desc(simulados.data), desc(simulados.id)],
  menor_nota: [asc(simulados.nota), desc(simulados.data), desc(simulados.id)],
};

/**
 * A page of the user's history plus the summary cards over everything the filters match, computed by
 * the database: a student with thousands of simulados gets 20 cards and four numbers, not the lot.
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
  const mine = eq(simulados.userId, userId);
  const filtered = and(
    mine,
    input.moduloId ? eq(materias.moduloId, input.moduloId) : undefined,
    input.materiaId ? eq(simulados.materiaId, input.materiaId) : undefined,
  );

  const [resumoRows, opcoes, itens] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        media: sql<number | null>`avg(${simulados.nota})::float8`,
        aproveitados: sql<number>`(count(*) filter (where ${simulados.nota} >= ${NOTA_APROVEITADA}))::int`,
        totalQuestoes: sql<number>`coalesce(sum(${simulados.questoesRespondidas}), 0)::int`,
      })
      .from(simulados)
      .innerJoin(materias, eq(materias.id, simulados.materiaId))
      .where(filtered),
    db
      .selectDistinct({ id: materias.id, nome: materias.nome, moduloId: modulos.id, moduloNome: modulos.nome })
      .from(simulados)
      .innerJoin(materias, eq(materias.id, simulados.materiaId))
      .innerJoin(modulos, eq(modulos.id, materias.moduloId))
      .where(mine),
    db
      .select({
        id: simulados.id,
        data: isoTimestamp(simulados.data),
        nota: simulados.nota,
        questoesRespondidas: simulados.questoesRespondidas,
        acertos: simulados.acertos,
        materiaId: materias.id,
        materiaNome: materias.nome,
        moduloId: modulos.id,
        moduloNome: modulos.nome,
      })
      .from(simulados)
      .innerJoin(materias, eq(materias.id, simulados.materiaId))
      .innerJoin(modulos, eq(modulos.id, materias.moduloId))
      .where(filtered)
      .orderBy(...orderBy[input.ordem])
      .limit(HISTORICO_PAGE_SIZE)
      .offset((input.pagina - 1) * HISTORICO_PAGE_SIZE),
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
