import { asc, count, like, or, sql, type SQL } from 'drizzle-orm';
import {
  ALUNOS_BUSCA_CAP,
  ALUNOS_PAGE_SIZE,
  type AdminAlunosPage,
  type AlunosQuery,
} from '../../../../shared/schemas/admin-alunos.js';
import type { Db } from '../../../db/client.js';
import { editais, unidades, users } from '../../../db/schema.js';
import { alunoColumns, editalJoin, toAdminAluno, unidadeJoin } from './aluno-columns.js';
import { buscaPatterns } from './busca.js';

/**
 * How many users, in name order, a search over the cap reads for its page before it gives up on the
 * name walk and sorts all its matches instead. The walk reads users_nome_idx alone (nome, id, busca: an
 * index-only scan, about 60 entries a block), so 50,000 entries are some 850 blocks: the 50th page
 * (1,000 matches) is found when one user in 50 matches among them, the first page when one in 2,500 does.
 */
export const ALUNOS_BUSCA_WALK_ROWS = 50_000;

export interface ListAlunosOptions {
  /** Matches counted exactly up to this many (a multiple of ALUNOS_PAGE_SIZE); lowered in tests. */
  cap?: number;
  /** Users read along the name index for a page of a search over the cap (ALUNOS_BUSCA_WALK_ROWS). */
  walkRows?: number;
}

/**
 * Every pattern looks in users.busca (WhatsApp digits are in it), so one trigram index serves the search;
 * buscaPatterns leaves out a pattern that adds no row (decision 0063).
 */
function whereBusca(q: string, busca: SQL | typeof users.busca = users.busca): SQL | undefined {
  const patterns = buscaPatterns(q);
  if (!patterns) return undefined;
  return or(...patterns.map((pattern) => like(busca, pattern)));
}

async function countUsers(db: Db, where: SQL | undefined, limit?: number) {
  if (limit === undefined) {
    const [counted] = await db.select({ n: count() }).from(users).where(where);
    return Number(counted?.n ?? 0);
  }
  const some = db.select({ id: users.id }).from(users).where(where).limit(limit).as('some');
  const [counted] = await db.select({ n: count() }).from(some);
  return Number(counted?.n ?? 0);
}

/**
 * A search's page and its matches counted, from one pass over them: gathered from the trigram index
 * (migration 0005) as (id, nome), at most `limit` of them, counted, and sorted by name for the page's
 * ids; only those rows are then read with their edital and unidade. The page is the search's page by
 * name only when every match was gathered (fewer than `limit`, or no limit).
 */
async function gatheredPage(db: Db, where: SQL, offset: number, limit: number | null) {
  const gathered = db.select({ id: users.id, nome: users.nome }).from(users).where(where);
  const matches = db.$with('matches').as(limit === null ? gathered : gathered.limit(limit));
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
  // A page past the last one has no row to carry the count.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countUsers(db, where, limit ?? undefined));
  return { itens: rows.map(({ total: _total, ...aluno }) => toAdminAluno(aluno)), total };
}

/**
 * A page of a search with more matches than the cap: the users walked in name order along
 * users_nome_idx (nome, id, busca: no table block is read), at most `walkRows` of them, filtered by the
 * search, the page taken from the matches met; the walk stops as soon as the page is full. Its cost is
 * the users that sort before the page's last match: a few hundred for a surname spread over the names;
 * on the bench's names, grouped by first name, 10,736 entries (192 blocks) for the first page of
 * 'Gonçalves' at 200,000 users. Fewer rows than a page means the walk ran out first: null.
 */
async function walkedPage(db: Db, q: string, offset: number, walkRows: number) {
  const walk = db.$with('walk').as(
    db
      .select({ id: users.id, nome: users.nome, busca: sql<string>`${users.busca}`.as('busca') })
      .from(users)
      .orderBy(asc(users.nome), asc(users.id))
      .limit(walkRows),
  );
  const pageIds = db.$with('page_ids').as(
    db
      .select({ pageId: walk.id })
      .from(walk)
      .where(whereBusca(q, sql`${walk.busca}`))
      .orderBy(asc(walk.nome), asc(walk.id))
      .limit(ALUNOS_PAGE_SIZE)
      .offset(offset),
  );
  const rows = await db
    .with(walk, pageIds)
    .select(alunoColumns)
    .from(pageIds)
    .innerJoin(users, sql`${users.id} = ${pageIds.pageId}`)
    .leftJoin(editais, editalJoin)
    .leftJoin(unidades, unidadeJoin)
    .orderBy(asc(users.nome), asc(users.id));
  return rows.length === ALUNOS_PAGE_SIZE ? rows.map(toAdminAluno) : null;
}

/**
 * A search counts its matches exactly up to the cap (decision 0058, the admin search): at most cap + 1
 * are gathered from the trigram index, so a broad search costs the same at any size of the table. Up to
 * the cap, the page and the exact total come from those matches. Over it, the total is the cap with
 * `totalLimitado`, only the first cap ÷ ALUNOS_PAGE_SIZE pages are offered (a later one is empty), and
 * the page is walked in name order (walkedPage), or, if the walk runs out, taken from every match sorted.
 */
async function searchPage(db: Db, q: string, where: SQL, offset: number, cap: number, walkRows: number) {
  const upToCap = await gatheredPage(db, where, offset, cap + 1);
  if (upToCap.total <= cap) return { ...upToCap, totalLimitado: false };
  const capped = { total: cap, totalLimitado: true };
  if (offset + ALUNOS_PAGE_SIZE > cap) return { itens: [], ...capped };
  const itens = (await walkedPage(db, q, offset, walkRows)) ?? (await gatheredPage(db, where, offset, null)).itens;
  return { itens, ...capped };
}

/**
 * GET /api/admin/alunos: every user (admins too, flagged) by name, one page of ALUNOS_PAGE_SIZE, and the
 * total for the pager. A search counts up to the cap (searchPage). The whole list walks the name index
 * and stops after its rows, beside the exact count on another connection.
 */
export async function listAlunos(
  db: Db,
  { q, page }: AlunosQuery,
  { cap = ALUNOS_BUSCA_CAP, walkRows = ALUNOS_BUSCA_WALK_ROWS }: ListAlunosOptions = {},
): Promise<AdminAlunosPage> {
  const where = whereBusca(q);
  const offset = (page - 1) * ALUNOS_PAGE_SIZE;
  if (where) return { ...(await searchPage(db, q, where, offset, cap, walkRows)), page, pageSize: ALUNOS_PAGE_SIZE };
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
  return { itens: rows.map(toAdminAluno), total, totalLimitado: false, page, pageSize: ALUNOS_PAGE_SIZE };
}
