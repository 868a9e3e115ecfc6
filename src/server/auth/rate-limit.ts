import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';

const WINDOW_SECONDS = 60;

/**
 * Counts one attempt for each key in a fixed one-minute window, atomically in the database (so
 * several app processes share the count), and tells whether any key is now over `limit`.
 */
export async function hitRateLimit(db: Db, keys: string[], limit: number): Promise<boolean> {
  let over = false;
  for (const key of keys) {
    const result = await db.execute(sql`
      insert into auth_rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when auth_rate_limits.window_start < now() - make_interval(secs => ${WINDOW_SECONDS})
                     then 1 else auth_rate_limits.count + 1 end,
        window_start = case when auth_rate_limits.window_start < now() - make_interval(secs => ${WINDOW_SECONDS})
                     then now() else auth_rate_limits.window_start end
      returning count`);
    const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    if (count > limit) over = true;
  }
  return over;
}

/** Drops windows that ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from auth_rate_limits where window_start < now() - interval '1 hour'`);
}
