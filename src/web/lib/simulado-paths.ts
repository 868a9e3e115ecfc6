import type { SimuladoEmAndamento } from './simulados/em-andamento-check';

// The players' addresses. Apart from lib/simulados (the in-progress copy and its zod check), so that a
// page linking to a player, the dashboard's 'Revisar hoje' among them, loads no schema (decision 0059).

/** The player's address for a subject. */
export const realizarPath = (materiaId: number) => `/simulados/realizar/${materiaId}`;

/** The player's address for a review session (the due cards of every subject). */
export const REVISAO_PATH = '/simulados/revisao';

/** The player's address for a caderno played as a simulado (issue 33 §6). */
export const cadernoPlayerPath = (cadernoId: number) => `/simulados/caderno/${cadernoId}`;

/** Where an in-progress simulado is played: its subject's player, its caderno's, or the review's. */
export function emAndamentoPath(simulado: Pick<SimuladoEmAndamento, 'tipo' | 'materia_id' | 'caderno'>): string {
  if (simulado.caderno) return cadernoPlayerPath(simulado.caderno.id);
  return simulado.materia_id === null ? REVISAO_PATH : realizarPath(simulado.materia_id);
}
