import { and, eq, ne } from 'drizzle-orm';
import type { AdminAluno, AlunoUpdate } from '../../../../shared/schemas/admin-alunos.js';
import { hashPassword } from '../../../auth/password.js';
import { applyPendingPaymentsOrLog } from '../../../billing/apply-payment-event.js';
import type { Db } from '../../../db/client.js';
import { accounts, sessions, users } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { refreshRankingMedias } from '../../ranking/refresh-ranking-medias.js';
import { recordAudit } from '../audit.js';
import { userAuditColumns } from './aluno-columns.js';
import { checkOpcoes } from './check-opcoes.js';
import { uniqueEmail } from './create-aluno.js';
import { expiracaoFor } from './expiracao.js';
import { getAluno } from './get-aluno.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
  /** The admin's own session: kept when they change their own password here. */
  adminSessionId: string;
}

/**
 * 'Editar Usuário': every field. A new password is hashed like sign-up's and ends every session of that
 * user (but the admin's own, when they edit themselves), so whoever knew the old one is signed out at
 * once. The edital and unidade feed the ranking, so the user's ranking row is rewritten in the same
 * transaction. An admin cannot take away their own admin flag (nobody might be left to give it back),
 * and the last admin never loses it, also when two admins remove each other's at once.
 * Moved to another e-mail (support putting a student on the address they paid with), the user gets the
 * purchases still waiting for that e-mail, as at sign-up.
 */
export async function updateAluno(
  { db, adminUserId, adminSessionId }: AdminCtx,
  id: string,
  input: AlunoUpdate,
): Promise<AdminAluno> {
  if (id === adminUserId && !input.isAdmin) throw new AppError('ALUNO_PROPRIO_ADMIN');
  const passwordHash = input.senha === null ? null : await hashPassword(input.senha);

  const emailChanged = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      // An edit that may take a flag away locks every admin first, in id order (before the user's own
      // row, so two edits never wait on each other crosswise): two admins removing each other at once
      // then run one after the other, and the second sees it would leave nobody to run the panel.
      const admins = input.isAdmin
        ? null
        : await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id).for('update');
      const [antes] = await tx.select(userAuditColumns).from(users).where(eq(users.id, id)).for('update');
      if (!antes) throw new AppError('ALUNO_NOT_FOUND');
      if (antes.isAdmin && admins && !admins.some((admin) => admin.id !== id)) throw new AppError('ALUNO_ULTIMO_ADMIN');
      await checkOpcoes(tx, input, antes);

      const [depois] = await tx
        .update(users)
        .set({
          nome: input.nome,
          email: input.email,
          whatsapp: input.whatsapp,
          qra: input.qra,
          editalId: input.editalId,
          unidadeId: input.unidadeId,
          dataExpiracao: expiracaoFor(input.dataExpiracao, antes.dataExpiracao),
          isAdmin: input.isAdmin,
        })
        .where(eq(users.id, id))
        .returning(userAuditColumns);

      if (passwordHash !== null) {
        await setCredentialPassword(tx, id, passwordHash);
        await tx.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.id, adminSessionId)));
      }
      if (antes.editalId !== depois!.editalId || antes.unidadeId !== depois!.unidadeId)
        await refreshRankingMedias(tx, id);

      await recordAudit(tx, {
        adminUserId,
        entidade: 'usuario',
        entidadeId: id,
        acao: 'update',
        antes,
        // Only the fact that the password changed: its hash is never written to the audit log.
        depois: passwordHash === null ? depois : { ...depois, senhaAlterada: true },
      });
      return antes.email !== depois!.email;
    }),
  );
  if (emailChanged) await applyPendingPaymentsOrLog(db, { id, email: input.email });
  return getAluno(db, id);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The password of the user's e-mail/password account; one is added when the user has none yet. */
async function setCredentialPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  }
}
