import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import type { TestApp } from './test-app.js';

const PASSWORD = 'senha-secreta';

/**
 * Signed-in agents for the three kinds of account the admin API tells apart. The flags are set in the
 * database before signing in, so each session starts with them.
 */
export async function adminTestAgents(t: TestApp, prefix = 'adm') {
  async function account(email: string, set: Partial<typeof users.$inferInsert>) {
    await t.signUp({ email, password: PASSWORD });
    if (Object.keys(set).length > 0) await t.db.update(users).set(set).where(eq(users.email, email));
    return t.signIn(email, PASSWORD);
  }
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const admin = await account(`${prefix}-admin@example.com`, { isAdmin: true });
  const student = await account(`${prefix}-aluno@example.com`, {});
  const subscriber = await account(`${prefix}-assinante@example.com`, { dataExpiracao: future });
  const [adminRow] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${prefix}-admin@example.com`));
  return { admin, student, subscriber, anonymous: t.agent(), adminId: adminRow!.id };
}
