import { eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { alunoMessages } from '../../../shared/schemas/admin-alunos.js';
import { users } from '../../db/schema.js';

// Issue 28 §2: the last admin never loses the flag. One admin cannot remove their own, so only a race
// can leave nobody: two admins removing each other's flag at the same moment. On PostgreSQL the two
// edits really overlap; each round ends with exactly one admin.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'senha-secreta';

async function admin(email: string) {
  await t.signUp({ email, password: PASSWORD });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
  const agent = await t.signIn(email, PASSWORD);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Object.assign(agent, { id: row!.id, email });
}

const removeFlag = (by: Awaited<ReturnType<typeof admin>>, of: Awaited<ReturnType<typeof admin>>) =>
  by.put(`/api/admin/alunos/${of.id}`, { nome: `Admin ${of.email}`, email: of.email, isAdmin: false });

describe('two admins removing each other at once', () => {
  it('leave exactly one admin, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const a = await admin(`ultimo-a${round}@example.com`);
      const b = await admin(`ultimo-b${round}@example.com`);
      // Only these two are admins in this round.
      await t.db
        .update(users)
        .set({ isAdmin: false })
        .where(not(inArray(users.id, [a.id, b.id])));

      const [ab, ba] = await Promise.all([removeFlag(a, b), removeFlag(b, a)]);
      const statuses = [ab.status, ba.status].sort();
      // The first to commit wins; the other is told why (409), or, if it arrived after the commit, is
      // no longer an admin at all (403).
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(statuses[1]);
      const loser = ab.status === 200 ? ba : ab;
      if (loser.status === 409) expect(await loser.json()).toMatchObject({ message: alunoMessages.ultimoAdmin });

      const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(admins, `round ${round}`).toHaveLength(1);
    }
  });
});
