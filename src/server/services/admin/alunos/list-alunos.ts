import { asc, count, desc, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
 * How many users, newest sign-up first, a search over the cap reads for its page before it gives up on the
 * walk and sorts all its matches instead. The walk reads users_cadastro_idx alone (created_at, id, busca:
 * an index-only scan, about 60 entries a block), so 50,000 entries are some 850 blocks: the 50th page
 * (1,000 matches) is found when one user in 50 matches among them, the first page when one in 2,500 does.
 */
export const ALUNOS_BUSCA_WALK_ROWS = 50_000;

export interface ListAlunosOptions {
  /** Matches counted exactly up to this many (a multiple of ALUNOS_PAGE_SIZE); lowered in tests. */
  cap?: number;
  /** Users read newest first for a page of a search over the cap (ALUNOS_BUSCA_WALK_ROWS). */
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

/** The order of a search's pages: by name within the cap, newest sign-up first over it (decision 0064). */
type Ordem = 'nome' | 'cadastro';

function orderOf(ordem: Ordem, t: { nome: SQL | AnyColumn; createdAt: SQL | AnyColumn; id: SQL | AnyColumn }) {
  return ordem === 'nome' ? [asc(t.nome), asc(t.id)] : [desc(t.createdAt), desc(t.id)];
}

/**
 * A search's page and its matches counted, from one pass over them: gathered from the trigram index
 * (migration 0005) as (id, nome, created_at), at most `limit` of them, counted, and sorted for the page's
 * ids; only those rows are then read with their edital and unidade. The page is the search's page only
 * when every match was gathered (fewer than `limit`, or no limit).
 */
async function gatheredPage(db: Db, where: SQL, offset: number, limit: number | null, ordem: Ordem) {
  const gathered = db.select({ id: users.id, nome: users.nome, createdAt: users.createdAt }).from(users).where(where);
  const matches = db.$with('matches').as(limit === null ? gathered : gathered.limit(limit));
  const pageIds = db.$with('page_ids').as(
    db
      .select({ pageId: matches.id })
      .from(matches)
      .orderBy(...orderOf(ordem, matches))
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
    .orderBy(...orderOf(ordem, users));
  // A page past the last one has no row to carry the count.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countUsers(db, where, limit ?? undefined));
  return { itens: rows.map(({ total: _total, ...aluno }) => toAdminAluno(aluno)), total };
}

/**
 * A page of a search with more matches than the cap, newest sign-up first: users_cadastro_idx (created_at,
 * id, busca) walked backwards without reading the table, at most `walkRows` users, filtered by the search,
 * the page taken from the matches met; the walk stops as soon as the page is full. It reads about
 * (offset + page) ÷ the share of users that match, whatever the size of the table: some 140 users for the
 * first page of a surname one user in seven has. Fewer rows than a page means the walk ran out first: null.
 */
async function walkedPage(db: Db, q: string, offset: number, walkRows: number) {
  const walk = db.$with('walk').as(
    db
      .select({ id: users.id, createdAt: users.createdAt, busca: sql<string>`${users.busca}`.as('busca') })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(walkRows),
  );
  const pageIds = db.$with('page_ids').as(
    db
      .select({ pageId: walk.id })
      .from(walk)
      .where(whereBusca(q, sql`${walk.busca}`))
      .orderBy(desc(walk.createdAt), desc(walk.id))
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
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.length === ALUNOS_PAGE_SIZE ? rows.map(toAdminAluno) : null;
}

/**
 * A search counts its matches exactly up to the cap (decision 0058): at most cap + 1 are gathered from the
 * trigram index, so a broad search costs the same at any size of the table. Up to the cap, the page (by
 * name) and the exact total come from those matches. Over it, the total is the cap with `totalLimitado`,
 * only the first cap ÷ ALUNOS_PAGE_SIZE pages are offered (a later one is empty), and the pages list the
 * matches newest sign-up first (decision 0064): walked along users_cadastro_idx (walkedPage), or, if the
 * walk runs out, taken from every match sorted.
 */
async function searchPage(db: Db, q: string, where: SQL, offset: number, cap: number, walkRows: number) {
  const upToCap = await gatheredPage(db, where, offset, cap + 1, 'nome');
  if (upToCap.total <= cap) return { ...upToCap, totalLimitado: false };
  const capped = { total: cap, totalLimitado: true };
  if (offset + ALUNOS_PAGE_SIZE > cap) return { itens: [], ...capped };
  const itens =
    (await walkedPage(db, q, offset, walkRows)) ?? (await gatheredPage(db, where, offset, null, 'cadastro')).itens;
  return { itens, ...capped };
}

/**
 * GET /api/admin/alunos: every user (admins too, flagged) by name, one page of ALUNOS_PAGE_SIZE, and the
 * total for the pager. A search counts up to the cap (searchPage; over it, newest sign-up first). The
 * whole list walks the name index and stops after its rows, beside the exact count on another connection.
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
