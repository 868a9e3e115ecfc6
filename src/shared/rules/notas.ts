// The averages of the grade log (SPEC §2 /notas, §9). Pure: the server computes them for /notas, the
// tests pin them down.
import { round1 } from './simulado.js';

/** SPEC §1: modulo id 1 is the basic module, 2 the specific one. */
export const MODULO_BASICO = 1;
export const MODULO_ESPECIFICO = 2;

export interface MediasNotas {
  /** Mean of the module-1 notas, 1 decimal; null without any. */
  basico: number | null;
  /** Mean of the module-2 notas, 1 decimal; null without any. */
  especifico: number | null;
  /** Mean of the two module means, 1 decimal; null unless both modules have notas. */
  geral: number | null;
}

/** Unrounded mean. Notas have at most 2 decimals, so they are summed as whole cents (no float drift). */
function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const cents = values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  return cents / values.length / 100;
}

/**
 * Module averages and the general one. General is the mean of the two module means taken before
 * rounding (as the ranking takes them), so it never inherits the rounding of the numbers shown beside it.
 * Notas of any other module count towards neither.
 */
export function moduleAverages(notas: ReadonlyArray<{ moduloId: number; nota: number }>): MediasNotas {
  const basico = mean(notas.filter((n) => n.moduloId === MODULO_BASICO).map((n) => n.nota));
  const especifico = mean(notas.filter((n) => n.moduloId === MODULO_ESPECIFICO).map((n) => n.nota));
  return {
    basico: basico === null ? null : round1(basico),
    especifico: especifico === null ? null : round1(especifico),
    geral: basico === null || especifico === null ? null : round1((basico + especifico) / 2),
  };
}
