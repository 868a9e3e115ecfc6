import { and, asc, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import {
  maisMarcadaErrada,
  motivosSuspeita,
  percentOf,
  SUSPEITA_ACERTO_MAX,
  SUSPEITA_MIN_RESPOSTAS,
} from '../../../../shared/rules/estatisticas.js';
import {
  SUSPEITAS_PAGE_SIZE,
  type SuspeitasPage,
  type SuspeitasQuery,
} from '../../../../shared/schemas/estatisticas.js';
import type { Db } from '../../../db/client.js';
import { countColumns } from '../../estatisticas/get-estatisticas.js';
import { materias, questaoEstatisticas as e, questoes } from '../../../db/schema.js';

/** How many students chose the right alternative (the count of its letter). */
const certaSql = sql<number>`case ${questoes.respostaCorreta}
  when 'A' then ${e.marcadasA} when 'B' then ${e.marcadasB} when 'C' then ${e.marcadasC}
  when 'D' then ${e.marcadasD} else ${e.marcadasE} end`;

/** How many chose the most chosen wrong alternative. */
const erradaMaxSql = sql<number>`greatest(
  case when ${questoes.respostaCorreta} <> 'A' then ${e.marcadasA} else 0 end,
  case when ${questoes.respostaCorreta} <> 'B' then ${e.marcadasB} else 0 end,
  case when ${questoes.respostaCorreta} <> 'C' then ${e.marcadasC} else 0 end,
  case when ${questoes.respostaCorreta} <> 'D' then ${e.marcadasD} else 0 end,
  case when ${questoes.respostaCorreta} <> 'E' then ${e.marcadasE} else 0 end)`;

/**
 * The rule of shared/rules/estatisticas.ts (motivosSuspeita) in SQL: at least 30 first answers, and under
 * 20 % right or a wrong alternative chosen more often than the right one. The respostas index narrows
 * the scan to the questions with enough answers.
 */
export const suspeita = and(
  gte(e.respostas, SUSPEITA_MIN_RESPOSTAS),
  or(sql`${e.acertos} * 100 < ${SUSPEITA_ACERTO_MAX} * ${e.respostas}`, sql`${erradaMaxSql} > ${certaSql}`),
);

/**
 * 'Questões suspeitas' (issue 27 §1): the questions whose students' answers suggest a wrong key or a
 * confusing statement, sorted by respostas (most first) or by acerto (lowest first), paged.
 */
export async function listSuspeitas(db: Db, query: SuspeitasQuery): Promise<SuspeitasPage> {
  const direcao = query.direcao ?? (query.ordem === 'respostas' ? 'desc' : 'asc');
  const by = direcao === 'asc' ? asc : desc;
  const key = query.ordem === 'respostas' ? e.respostas : sql`${e.acertos}::float8 / ${e.respostas}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: questoes.id,
        enunciado: questoes.enunciado,
        materiaId: questoes.materiaId,
        materiaNome: materias.nome,
        respostaCorreta: questoes.respostaCorreta,
        ...countColumns,
      })
      .from(e)
      .innerJoin(questoes, eq(questoes.id, e.questaoId))
      .innerJoin(materias, eq(materias.id, questoes.materiaId))
      .where(suspeita)
      .orderBy(by(key), asc(questoes.id))
      .limit(SUSPEITAS_PAGE_SIZE)
      .offset((query.page - 1) * SUSPEITAS_PAGE_SIZE),
    db.select({ n: count() }).from(e).innerJoin(questoes, eq(questoes.id, e.questaoId)).where(suspeita),
  ]);
  return {
    itens: rows.map((r) => {
      const contagem = {
        respostas: r.respostas,
        acertos: r.acertos,
        marcadas: { A: r.marcadasA, B: r.marcadasB, C: r.marcadasC, D: r.marcadasD, E: r.marcadasE },
      };
      return {
        id: r.id,
        enunciado: r.enunciado,
        materiaId: r.materiaId,
        materiaNome: r.materiaNome,
        respostaCorreta: r.respostaCorreta,
        respostas: r.respostas,
        percentualAcerto: percentOf(r.acertos, r.respostas),
        maisMarcadaErrada: maisMarcadaErrada(contagem.marcadas, r.respostaCorreta, r.respostas),
        motivos: motivosSuspeita(contagem, r.respostaCorreta),
        recontadasDesde: r.recontadasDesde?.toISOString() ?? null,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: SUSPEITAS_PAGE_SIZE,
  };
}
