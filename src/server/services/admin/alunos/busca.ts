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
