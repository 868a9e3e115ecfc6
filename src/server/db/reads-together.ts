import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Two independent reads side by side: on the pool each takes a connection of its own, a round trip
 * fewer than one after the other. Inside a transaction (the demo seed saves its simulados in its own)
 * there is one connection, which takes one query at a time (pg warns that queueing them is going away),
 * so they run one after the other there.
 */
export async function readsTogether<A, B>(db: Db, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (db instanceof PgTransaction) return [await first(), await second()];
  return Promise.all([first(), second()]);
}
