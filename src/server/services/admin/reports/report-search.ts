import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Accented letters, both cases, and the plain lower-case letter each one is searched as. PostgreSQL's
// lower() leaves non-ASCII letters alone under the C collation, so the upper-case forms are listed too.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The search text as it is compared: accents dropped, lower case, runs of spaces as one. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A column folded the same way in SQL (portable: no unaccent extension needed on PGlite or PostgreSQL). */
export function foldedColumn(column: AnyColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/** `%text%` for LIKE, with the user's own %, _ and \ matched literally. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
