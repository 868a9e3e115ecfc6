import { asc, count, like, or, type SQL } from 'drizzle-orm';
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

/**
 * GET /api/admin/alunos: every user (admins too, flagged) by name, one page of ALUNOS_PAGE_SIZE, and the
 * total for the pager. The page and the count are two queries: the page walks the name index and stops
 * after its rows, the count uses the search's trigram index (migration 0005) and reads no row twice; one
 * query with a window count would drag every match through the joins and the sort.
 */
export async function listAlunos(db: Db, { q, page }: AlunosQuery): Promise<AdminAlunosPage> {
  const where = whereBusca(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(alunoColumns)
      .from(users)
      .leftJoin(editais, editalJoin)
      .leftJoin(unidades, unidadeJoin)
      .where(where)
      .orderBy(asc(users.nome), asc(users.id))
      .limit(ALUNOS_PAGE_SIZE)
      .offset((page - 1) * ALUNOS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { itens: rows.map(toAdminAluno), total: Number(counted?.n ?? 0), page, pageSize: ALUNOS_PAGE_SIZE };
}
