import { eq } from 'drizzle-orm';
import type { AdminAluno } from '../../../../shared/schemas/admin-alunos.js';
import type { Db } from '../../../db/client.js';
import { editais, unidades, users } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { alunoColumns, editalJoin, toAdminAluno, unidadeJoin } from './aluno-columns.js';

type Executor = Pick<Db, 'select'>;

/** One Alunos row by id (the answer to a create or an edit); 404 when there is no such user. */
export async function getAluno(tx: Executor, id: string): Promise<AdminAluno> {
  const [row] = await tx
    .select(alunoColumns)
    .from(users)
    .leftJoin(editais, editalJoin)
    .leftJoin(unidades, unidadeJoin)
    .where(eq(users.id, id));
  if (!row) throw new AppError('ALUNO_NOT_FOUND');
  return toAdminAluno(row);
}
