import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { maisMarcadaErrada, motivosSuspeita, percentOf } from '../../../../shared/rules/estatisticas.js';
import {
  SUSPEITAS_PAGE_SIZE,
  type SuspeitasPage,
  type SuspeitasQuery,
} from '../../../../shared/schemas/estatisticas.js';
import type { Db } from '../../../db/client.js';
import { countColumns } from '../../estatisticas/get-estatisticas.js';
import { materias, questaoEstatisticas as e, questoes } from '../../../db/schema.js';

/**
 * The rule of shared/rules/estatisticas.ts (motivosSuspeita), as PostgreSQL keeps it in the generated
 * column questao_estatisticas.suspeita (migration 0021, decision 0062): the list and the admin overview's
 * count read the same column through its partial index, so they always agree and never scan the bank.
 */
export const suspeita = sql`${e.suspeita}`; // bare, as the index's predicate is written

/** How many questions the list holds; the admin overview shows the same figure. */
export async function countSuspeitas(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(e).where(suspeita);
  return row?.n ?? 0;
}

/**
 * 'Questões suspeitas' (issue 27 §1): the questions whose students' answers suggest a wrong key or a
 * confusing statement, sorted by respostas (most first) or by acerto (lowest first), paged.
 */
export async function listSuspeitas(db: Db, query: SuspeitasQuery): Promise<SuspeitasPage> {
  const direcao = query.direcao ?? (query.ordem === 'respostas' ? 'desc' : 'asc');
  const by = direcao === 'asc' ? asc : desc;
  const key = query.ordem === 'respostas' ? e.respostas : sql`${e.acertos}::float8 / ${e.respostas}`;
  const [rows, total] = await Promise.all([
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
    countSuspeitas(db),
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
    total,
    page: query.page,
    pageSize: SUSPEITAS_PAGE_SIZE,
  };
}
