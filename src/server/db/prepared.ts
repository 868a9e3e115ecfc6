import type { Db } from './client.js';

/**
 * A query built once per database and reused: `build` runs on the first call for a `db` and its result
 * (usually a Drizzle `.prepare('name')`) is kept for that database.
 *
 * For the hottest reads (the session of every signed-in request, a student's list pages), building the
 * query on each request — Drizzle walking its column objects into SQL — cost more CPU than PostgreSQL's
 * answer (bench 'throughput', docs/decisions/0019). A named statement is also parsed and planned once per
 * pooled connection instead of on every call.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
