import { eq, getTableColumns } from 'drizzle-orm';
import { saoPauloDay, type AdminAluno } from '../../../../shared/schemas/admin-alunos.js';
import { editais, unidades, users } from '../../../db/schema.js';

/** The columns of one Alunos row; join editais and unidades (left) beside users. */
export const alunoColumns = {
  id: users.id,
  nome: users.nome,
  email: users.email,
  whatsapp: users.whatsapp,
  qra: users.qra,
  isAdmin: users.isAdmin,
  editalId: users.editalId,
  edital: editais.numero,
  unidadeId: users.unidadeId,
  unidade: unidades.sigla,
  dataExpiracao: users.dataExpiracao,
};

export const editalJoin = eq(editais.id, users.editalId);
export const unidadeJoin = eq(unidades.id, users.unidadeId);

type AlunoRow = Omit<AdminAluno, 'dataExpiracao' | 'dataExpiracaoDia'> & { dataExpiracao: Date | string | null };

export function toAdminAluno(row: AlunoRow): AdminAluno {
  const expiry = row.dataExpiracao === null ? null : new Date(row.dataExpiracao);
  return {
    ...row,
    dataExpiracao: expiry?.toISOString() ?? null,
    dataExpiracaoDia: expiry ? saoPauloDay(expiry) : null,
  };
}

// Columns that are secrets (the calendar feed's token) or derived (the search text): never in an audit row.
const { calendarioToken: _secret, busca: _derived, ...auditColumns } = getTableColumns(users);

/** The users columns an audit row may hold: the profile without any secret (passwords live in accounts). */
export const userAuditColumns = auditColumns;
