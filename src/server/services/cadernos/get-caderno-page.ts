import { sql } from 'drizzle-orm';
import { CADERNO_PAGE_SIZE, type CadernoItem, type CadernoPage } from '../../../shared/schemas/cadernos.js';
import type { QuestaoTipo } from '../../../shared/rules/questao.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';
import { readsTogether } from '../../db/reads-together.js';
import { plainTextExcerpt } from '../reports/plain-text-excerpt.js';
import { findCaderno, indisponivelSql } from './caderno-query.js';

type Row = {
  questaoId: number;
  adicionadaEm: string;
  cursor: string;
  indisponivel: CadernoItem['indisponivel'];
  enunciado: string | null;
  tipo: QuestaoTipo | null;
  materiaNome: string | null;
  banca: string | null;
  orgao: string | null;
  ano: number | null;
  cargo: string | null;
};

/**
 * GET /api/cadernos/{id}: the caderno and a page of its questions, newest first, walking the index
 * (caderno_id, adicionada_em, questao_id) from the cursor (keyset: a deep page costs what the first
 * does). Each row says whether the student may still open the question; one they may not (its subject
 * became premium, or it was deleted) stays listed, without its statement.
 */
export async function getCadernoPage({
  db,
  user,
  cadernoId,
  apos,
}: {
  db: Db;
  user: SessionUser;
  cadernoId: number;
  apos?: string;
}): Promise<CadernoPage> {
  const depois = apos === undefined ? null : parseCursor(apos);
  const [caderno, rows] = await readsTogether(
    db,
    () => findCaderno(db, user.id, cadernoId),
    async () =>
      rowsOf<Row>(
        await db.execute(sql`
      select cq.questao_id as "questaoId",
             to_char(cq.adicionada_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "adicionadaEm",
             to_char(cq.adicionada_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || cq.questao_id
               as cursor,
             ${indisponivelSql(hasActiveSubscription(user))} as indisponivel,
             left(q.enunciado, 2000) as enunciado, q.tipo, m.nome as "materiaNome",
             (select b.nome from bancas b where b.id = q.banca_id) as banca, q.orgao, q.ano, q.cargo
      from caderno_questoes cq
      join cadernos c on c.id = cq.caderno_id and c.user_id = ${user.id}
      left join questoes q on q.id = cq.questao_id
      left join materias m on m.id = q.materia_id
      where cq.caderno_id = ${cadernoId}
        ${depois ? sql`and (cq.adicionada_em, cq.questao_id) < (${depois.em}::timestamptz, ${depois.id})` : sql``}
      order by cq.adicionada_em desc, cq.questao_id desc
      limit ${CADERNO_PAGE_SIZE + 1}`),
      ),
  );
  const page = rows.slice(0, CADERNO_PAGE_SIZE);
  return {
    caderno,
    itens: page.map(toItem),
    proximo: rows.length > CADERNO_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

function parseCursor(apos: string): { em: string; id: number } {
  const [em, id] = apos.split('_');
  return { em: em!, id: Number(id) };
}

function toItem(r: Row): CadernoItem {
  const aberta = r.indisponivel === null;
  return {
    questaoId: Number(r.questaoId),
    adicionadaEm: r.adicionadaEm,
    indisponivel: r.indisponivel,
    trecho: aberta && r.enunciado !== null ? plainTextExcerpt(r.enunciado, 180) : null,
    tipo: r.tipo,
    materiaNome: r.materiaNome,
    fonte:
      r.indisponivel === 'removida'
        ? null
        : { banca: r.banca, orgao: r.orgao, ano: r.ano === null ? null : Number(r.ano), cargo: r.cargo },
  };
}
