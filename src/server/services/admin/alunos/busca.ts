/**
 * The Alunos search box as LIKE patterns over users.busca, the column PostgreSQL keeps folded (lower
 * case, accents dropped; see db/schema/accounts.ts). The typed text is folded the same way here, so 'joao'
 * finds 'João' and 'CONCEIÇÃO' finds 'Conceição'. WhatsApp numbers are stored as digits, so a number
 * typed formatted ('(11) 98765') is also looked for by its digits.
 */
export interface AlunoBusca {
  /** `%text%` over users.busca. */
  texto: string;
  /** `%digits%` over users.whatsapp, when the search has enough digits to mean a phone number. */
  digitos: string | null;
}

const MIN_PHONE_DIGITS = 3;

export function foldBusca(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `%text%` for LIKE, with the user's own %, _ and \ matched literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Null for a blank search (the whole list). */
export function alunoBusca(q: string): AlunoBusca | null {
  const folded = foldBusca(q);
  if (!folded) return null;
  const digits = q.replace(/\D/g, '');
  return { texto: contains(folded), digitos: digits.length >= MIN_PHONE_DIGITS ? contains(digits) : null };
}

/**
 * The LIKE patterns whose OR is the search, none redundant. When the digits are one run inside the
 * folded text ('conceicao 1234', 'aluno777@alunos'), every row holding the text holds the digits too, so
 * the digits' pattern alone finds the same rows. Dropping the text's pattern matters for speed: its
 * trigrams ('alu', 'ao ') sit in nearly every user, and the trigram index reads all of their entries
 * before the first match (880 index blocks for 'aluno777@alunos' at 400,000 users, 5 for '%777%').
 */
export function buscaPatterns(q: string): string[] | null {
  const busca = alunoBusca(q);
  if (!busca) return null;
  if (!busca.digitos) return [busca.texto];
  const digits = q.replace(/\D/g, '');
  return foldBusca(q).includes(digits) ? [busca.digitos] : [busca.texto, busca.digitos];
}
