/** Each base letter and the accented forms (both cases) a search for it also finds. */
const ACCENTS: Record<string, string> = {
  a: 'aáàâãäAÁÀÂÃÄ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôõöOÓÒÔÕÖ',
  u: 'uúùûüUÚÙÛÜ',
  c: 'cçCÇ',
  n: 'nñNÑ',
};

/**
 * The Questões search box as a PostgreSQL regular expression for `~*` (case-insensitive): the text is
 * matched anywhere, accents ignored both ways ('funcao' finds 'função', 'portuguës' finds 'Portugues').
 * Every other character is matched literally, so the pattern has no quantifier a user could abuse. The
 * same approach as the ranking search (shared/rules/ranking.ts), without its 'SD PM' prefix rule, which
 * would drop words a statement may well contain. Null for a blank search.
 */
export function questaoSearchPattern(search: string): string | null {
  const plain = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  let pattern = '';
  for (const ch of plain) {
    const variants = ACCENTS[ch];
    if (variants) pattern += `[${variants}]`;
    else if (/[a-z0-9 ]/.test(ch)) pattern += ch;
    // ASCII punctuation escaped by a backslash is itself; anything else is safe alone in a bracket.
    else if (/[!-/:-@[-`{-~]/.test(ch)) pattern += `\\${ch}`;
    else pattern += `[${ch}]`;
  }
  return pattern;
}
