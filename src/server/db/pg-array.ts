import { sql, type SQL } from 'drizzle-orm';

/**
 * One array parameter (`'{1,2,3}'::int[]`) instead of one parameter per element: a 500-answer save
 * then sends 5 parameters, not 2,500, and PostgreSQL unnests them in one statement. Only for
 * numbers, booleans, the answer letters and the difficulty words, which need no quoting.
 */
export function pgArray(
  values: ReadonlyArray<number | boolean | 'A' | 'B' | 'C' | 'D' | 'E' | 'facil' | 'media' | 'dificil'>,
  type: 'int' | 'bool' | 'text',
): SQL {
  for (const v of values) {
    const ok =
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isInteger(v)) ||
      /^([A-E]|facil|media|dificil)$/.test(String(v));
    if (!ok) throw new Error(`pgArray: unsupported element ${String(v)}`);
  }
  const literal = `{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
