import { asc, count, like, or, sql, type SQL } from 'drizzle-orm';
import { ALUNOS_PAGE_SIZE, type AdminAlunosPage, type AlunosQuery } from '../../../../shared/schemas/admin-alunos.js';
import type { Db } from '../../../db/client.js';
import { editais, unidades, users } from '../../../db/schema.js';
import { alunoColumns, editalJoin, toAdminAluno, unidadeJoin } from './aluno-columns.js';
import { alunoBusca } from './busca.js';

function whereBusca(q: string): SQL | undefined {
  const busca = alunoBusca(q);
  if (!busca) return undefined;
  return busca.digitos
    ? or(like(users.busca, busca.texto), like(users.whatsapp, busca.digitos))
    : like(users.busca, busca.texto);
}

/**
 * GET /api/admin/alunos: every user (admins too, flagged) by name, one page of ALUNOS_PAGE_SIZE, with the
 * total for the pager counted in the same scan (a window count). A search reads the folded users.busca
 * column, so no per-row text function runs at query time.
 */
export async function listAlunos(db: Db, { q, page }: AlunosQuery): Promise<AdminAlunosPage> {
  const where = whereBusca(q);
  const rows = await db
    .select({ ...alunoColumns, total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .leftJoin(editais, editalJoin)
    .leftJoin(unidades, unidadeJoin)
    .where(where)
    .orderBy(asc(users.nome), asc(users.id))
    .limit(ALUNOS_PAGE_SIZE)
    .offset((page - 1) * ALUNOS_PAGE_SIZE);

  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && page > 1) {
    const [counted] = await db.select({ n: count() }).from(users).where(where);
    total = counted?.n ?? 0;
  }
  return {
    itens: rows.map(({ total: _total, ...row }) => toAdminAluno(row)),
    total: Number(total),
    page,
    pageSize: ALUNOS_PAGE_SIZE,
  };
}
