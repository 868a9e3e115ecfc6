// The spaced review's limits (issue 27 §3). Pure: the server applies them, the browser shows them.

/** A review session takes at most this many due cards, oldest due first. */
export const REVISAO_SESSAO_MAX = 50;

/** The due count is exact up to this many; above it the server answers this number plus one. */
export const REVISAO_DEVIDAS_MAX = 99;

/** The due count as the button shows it: '12', or '99+' above the exact range. */
export function devidasLabel(devidas: number): string {
  return devidas > REVISAO_DEVIDAS_MAX ? `${REVISAO_DEVIDAS_MAX}+` : String(devidas);
}
