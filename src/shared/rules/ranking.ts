// The ranking of an edital (SPEC §1, §2 /ranking, §9). Pure: the server's SQL implements these rules at
// scale (services/ranking/), the browser labels rows with them, and the tests use them as the oracle.

export const RANKING_TABS = ['geral', 'basico', 'especifico'] as const;
export type RankingTab = (typeof RANKING_TABS)[number];

/** What a student's ranking row holds: their profile's ranking fields and their averages (2 decimals). */
export interface RankingEntry {
  editalId: number | null;
  showInRanking: boolean;
  mediaBasico: number | null;
  mediaEspecifico: number | null;
  /** Mean of the two module averages; null unless the student has notas in both modules. */
  mediaGeral: number | null;
}

/** The average a tab ranks by: Geral (both modules), Básico (module 1), Específico (module 2). */
export function mediaOfTab(
  entry: Pick<RankingEntry, 'mediaBasico' | 'mediaEspecifico' | 'mediaGeral'>,
  tab: RankingTab,
) {
  if (tab === 'basico') return entry.mediaBasico;
  if (tab === 'especifico') return entry.mediaEspecifico;
  return entry.mediaGeral;
}

/** The number of notas a tab's row shows: Geral counts both modules. */
export function notasOfTab(counts: { notasBasico: number; notasEspecifico: number }, tab: RankingTab): number {
  if (tab === 'basico') return counts.notasBasico;
  if (tab === 'especifico') return counts.notasEspecifico;
  return counts.notasBasico + counts.notasEspecifico;
}

/**
 * Whether a student appears in a tab of the ranking of `editalId`: same edital, visible
 * (show_in_ranking), and an average for the tab (Geral needs notas in both modules).
 */
export function isRanked(entry: RankingEntry, tab: RankingTab, editalId: number): boolean {
  return entry.editalId === editalId && entry.showInRanking && mediaOfTab(entry, tab) !== null;
}

/**
 * Standard competition ranking (1-2-2-4): a student's position is one more than the number of ranked
 * students with a strictly higher average, so equal averages share a position and the next one skips.
 * `medias` in any order; the result is aligned with it.
 */
export function competitionPositions(medias: readonly number[]): number[] {
  const sorted = [...medias].sort((a, b) => b - a);
  const firstIndexOf = new Map<number, number>();
  sorted.forEach((m, i) => {
    if (!firstIndexOf.has(m)) firstIndexOf.set(m, i);
  });
  return medias.map((m) => firstIndexOf.get(m)! + 1);
}

/**
 * The order of the list: higher average first; among equal averages (same position), alphabetical by
 * QRA ignoring case, students without a QRA last, then by user id, so the order never changes between
 * requests and paging neither repeats nor skips anyone. The database applies the same order (with its
 * own collation, which agrees with this one for plain letters and digits).
 */
export function compareRankingOrder(
  a: { media: number; qra: string | null; userId: string },
  b: { media: number; qra: string | null; userId: string },
): number {
  if (a.media !== b.media) return b.media - a.media;
  const qa = a.qra?.toLowerCase() ?? null;
  const qb = b.qra?.toLowerCase() ?? null;
  if (qa !== qb) {
    if (qa === null) return 1;
    if (qb === null) return -1;
    return qa < qb ? -1 : 1;
  }
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** A row's name (SPEC §2): 'SD PM {qra}', or 'Sem QRA' for a student who has none. */
export function rankingDisplayName(qra: string | null): string {
  const trimmed = qra?.trim();
  return trimmed ? `SD PM ${trimmed}` : 'Sem QRA';
}

export const RANKING_SEARCH_MAX_LENGTH = 50;

/**
 * A search or unit filter counts its matches exactly up to this many (decision 0061, as the admin
 * Alunos search, 0058): over it the count reads 'Mais de 1.000 alunos encontrados' and only the rows up to
 * the cap are offered, read along the tab's order, so a broad search costs the same at any edital size.
 */
export const RANKING_BUSCA_CAP = 1_000;

/** Whether a page of a capped search reaches past the cap (refused: only the first cap rows are offered). */
export function rankingPageBeyondCap(page: number, limit: number, cap: number = RANKING_BUSCA_CAP): boolean {
  return page * limit > cap;
}

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
 * The search box 'Buscar por QRA ou unidade...' as a PostgreSQL regular expression for `~*` (case-
 * insensitive): the text is matched anywhere, accents ignored both ways ('conceicao' finds 'Conceição',
 * 'joão' finds 'Joao'), and a leading 'SD PM' is dropped, since rows show it before every QRA. Every
 * other character is matched literally, so the pattern has no quantifier a user could abuse. Null for
 * a blank search.
 */
export function rankingSearchPattern(search: string): string | null {
  const plain = search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^sd\s*pm\b\s*/, '');
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
