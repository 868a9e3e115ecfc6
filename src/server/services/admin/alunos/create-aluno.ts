import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminAluno, AlunoCreate } from '../../../../shared/schemas/admin-alunos.js';
import { hashPassword } from '../../../auth/password.js';
import { applyPendingPaymentsOrLog } from '../../../billing/apply-payment-event.js';
import type { Db } from '../../../db/client.js';
import { accounts, users } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { refreshRankingMedias } from '../../ranking/refresh-ranking-medias.js';
import { recordAudit } from '../audit.js';
import { isUniqueViolation } from '../unique-violation.js';
import { userAuditColumns } from './aluno-columns.js';
import { checkOpcoes } from './check-opcoes.js';
import { expiracaoFromDay } from './expiracao.js';
import { getAluno } from './get-aluno.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

/** A repeated e-mail (any case: users_email_lower_uq) is a 409 with a pt-BR message, not a 500. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALUNO_EMAIL_DUPLICADO');
    throw error;
  }
}

/**
 * 'Novo Usuário': the account is written exactly as Better Auth's e-mail sign-up writes it (a users row
 * with a random UUID and the e-mail lower-cased, and a 'credential' accounts row whose account_id is the
 * user id and whose password is hashed by the same hashPassword), so the student signs in at once with
 * the password given. It is written here rather than through Better Auth's API because the user, the
 * account, the ranking row and the audit row must commit or fail together in one transaction.
 */
export async function createAluno({ db, adminUserId }: AdminCtx, input: AlunoCreate): Promise<AdminAluno> {
  // argon2 is deliberately slow: hash before the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(input.senha);
  const id = randomUUID();
  await uniqueEmail(() =>
    db.transaction(async (tx) => {
      await checkOpcoes(tx, input);
      await tx.insert(users).values({
        id,
        nome: input.nome,
        email: input.email,
        emailVerified: false,
        whatsapp: input.whatsapp,
        qra: input.qra,
        editalId: input.editalId,
        unidadeId: input.unidadeId,
        dataExpiracao: input.dataExpiracao === null ? null : expiracaoFromDay(input.dataExpiracao),
        isAdmin: input.isAdmin,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
      await refreshRankingMedias(tx, id);
      const [depois] = await tx.select(userAuditColumns).from(users).where(eq(users.id, id));
      await recordAudit(tx, { adminUserId, entidade: 'usuario', entidadeId: id, acao: 'create', depois });
    }),
  );
  // As after a sign-up (auth/auth.ts): purchases made with this e-mail before the account existed are
  // applied now. A failure must not fail the creation; the payment stays pending and is logged.
  await applyPendingPaymentsOrLog(db, { id, email: input.email });
  // Read again: a pending purchase may have just moved the expiry.
  return getAluno(db, id);
}
