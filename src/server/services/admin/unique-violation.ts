/**
 * True when a query failed on a unique index (SQLSTATE 23505). node-postgres and PGlite both put the code
 * on the error; Drizzle may wrap it, so the cause is looked at too.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * True when a delete or write failed on a foreign key (SQLSTATE 23503): a row that students' history
 * depends on (the references restrict). Services count dependants first to say what they are; this is
 * the backstop for one that appeared between the count and the delete.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `write`; a unique-index violation inside it becomes `duplicate` (e.g. a 409 with the field's words). */
export async function refuseDuplicate<T>(duplicate: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
