import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamptz as the ISO-8601 UTC string `Date.toISOString()` would give, made by the database. */
export function isoTimestamp(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
