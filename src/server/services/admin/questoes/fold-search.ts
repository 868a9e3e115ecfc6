/**
 * Text as the search compares it: lower case, without accents, spaces collapsed. PostgreSQL folds each
 * statement the same way (bizu_fold_html, migration 0008: translate over the accented letters of Portuguese),
 * so 'funcao' finds 'Função' and 'FUNÇÃO' finds 'funcao'.
 */
export function foldSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A LIKE pattern that finds the words of `folded` anywhere, in that order; %, _ and \ typed by the admin
 * are matched literally. Words may be further apart than one space: a tag between them (
 * 'A <strong>função</strong>') leaves more than one in the folded statement.
 */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/ /g, '%')}%`;
}
