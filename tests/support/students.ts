import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import { setSubscription } from './content.js';
import type { TestApp } from './test-app.js';

const DAY = 24 * 3600 * 1000;
let count = 0;

/**
 * A new student, signed up and signed in through the real auth routes, with a subscription for the
 * next 30 days when asked: the agent, with the e-mail and the user id the tests look rows up by.
 */
export async function signUpStudent(
  t: TestApp,
  { prefix = 'aluno', subscriber = false, nome }: { prefix?: string; subscriber?: boolean; nome?: string } = {},
) {
  const email = `${prefix}${++count}@example.com`;
  const agent = await t.signUp({ email, nome });
  if (subscriber) await setSubscription(t.db, email, new Date(Date.now() + 30 * DAY));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Object.assign(agent, { email, userId: user!.id });
}
