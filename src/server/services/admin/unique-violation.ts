/**
 * True when a query failed on a unique index (SQLSTATE 23505). node-postgres and PGlite both put the code
 * on the error; Drizzle may wrap it, so the cause is looked at too.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
