import { asc, count, like, or, sql, type SQL } from 'drizzle-orm';
import { ALUNOS_PAGE_SIZE, type AdminAlunosPage, type AlunosQuery } from '../../../../shared/schemas/admin-alunos.js';
import type { Db } from '../../../db/client.js';
import { editais, unidades, users } from '../../../db/schema.js';
import { alunoColumns, editalJoin, toAdminAluno, unidadeJoin } from './aluno-columns.js';
import { alunoBusca } from './busca.js';

/** Both halves look in users.busca (WhatsApp digits are in it), so one trigram index serves the search. */
function whereBusca(q: string): SQL | undefined {
  const busca = alunoBusca(q);
  if (!busca) return undefined;
  return busca.digitos
    ? or(like(users.busca, busca.texto), like(users.busca, busca.digitos))
    : like(users.busca, busca.texto);
}

async function countUsers(db: Db, where: SQL | undefined) {
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return Number(counted?.n ?? 0);
}

/**
 * A search's page and total from one pass over its matches. The matches are gathered once from the
 * trigram index (migration 0005) as (id, nome), counted, and sorted by name for the page's ids; only those
 * rows are then read with their edital and unidade. Walking the name index and filtering instead reads
 * every user whose name sorts before the matches: at 450,000 users a surname search read 240,000 rows
 * for its first page, where the planner, assuming matches spread evenly, expected a few hundred.
 */
async function searchPage(db: Db, where: SQL, offset: number) {
  const matches = db.$with('matches').as(db.select({ id: users.id, nome: users.nome }).from(users).where(where));
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ pageId: matches.id })
        .from(matches)
        .orderBy(asc(matches.nome), asc(matches.id))
        .limit(ALUNOS_PAGE_SIZE)
        .offset(offset),
    );
  const rows = await db
    .with(matches, pageIds)
    .select({ ...alunoColumns, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(users, sql`${users.id} = ${pageIds.pageId}`)
    .leftJoin(editais, editalJoin)
    .leftJoin(unidades, unidadeJoin)
    .orderBy(asc(users.nome), asc(users.id));
  // A page past the last one has no row to carry the total.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countUsers(db, where));
  return { itens: rows.map(({ total: _total, ...aluno }) => toAdminAluno(aluno)), total };
}

/**
 * GET /api/admin/alunos: every user (admins too, flagged) by name, one page of ALUNOS_PAGE_SIZE, and the
 * total for the pager. A search takes its page and total from one pass over its matches (searchPage).
 * The whole list walks the name index and stops after its rows, beside the count on another connection.
 */
export async function listAlunos(db: Db, { q, page }: AlunosQuery): Promise<AdminAlunosPage> {
  const where = whereBusca(q);
  const offset = (page - 1) * ALUNOS_PAGE_SIZE;
  if (where) return { ...(await searchPage(db, where, offset)), page, pageSize: ALUNOS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    db
      .select(alunoColumns)
      .from(users)
      .leftJoin(editais, editalJoin)
      .leftJoin(unidades, unidadeJoin)
      .orderBy(asc(users.nome), asc(users.id))
      .limit(ALUNOS_PAGE_SIZE)
      .offset(offset),
    countUsers(db, undefined),
  ]);
  return { itens: rows.map(toAdminAluno), total, page, pageSize: ALUNOS_PAGE_SIZE };
}
