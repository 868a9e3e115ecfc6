// What other students chose (issue 27 §1): the shares shown after Conferir and in the results review,
// and the admin's 'Questões suspeitas'. Pure: the server builds its answers with these, the browser
// shows them. The counts themselves are kept by the save (questao_estatisticas).

import { LETTERS } from './simulado.js';

type Letra = (typeof LETTERS)[number];

/** Shares are shown from this many first answers on; below, 'Poucas respostas ainda'. */
export const MIN_RESPOSTAS_ESTATISTICAS = 10;

/** 'Questões suspeitas': questions with at least this many first answers... */
export const SUSPEITA_MIN_RESPOSTAS = 30;
/** ...whose accuracy is under this percentage, or where a wrong alternative beats the right one. */
export const SUSPEITA_ACERTO_MAX = 20;

/** The per-question counts as the database keeps them. */
export interface ContagemQuestao {
  respostas: number;
  acertos: number;
  marcadas: Record<Letra, number>;
}

/** Whole percentage of `part` in `total` (0 when there is no total). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/**
 * Whole percentages per letter that add up to exactly 100 (largest remainder): 1/3 each of three
 * letters shows 34 %, 33 %, 33 %, not 33 % three times. All 0 when nobody answered.
 */
export function sharesPerLetter(marcadas: Record<Letra, number>): Record<Letra, number> {
  const total = LETTERS.reduce((sum, l) => sum + marcadas[l], 0);
  const shares = { A: 0, B: 0, C: 0, D: 0, E: 0 } as Record<Letra, number>;
  if (total <= 0) return shares;
  const raw = LETTERS.map((l) => ({ l, exact: (marcadas[l] / total) * 100 }));
  for (const { l, exact } of raw) shares[l] = Math.floor(exact);
  let left = 100 - LETTERS.reduce((sum, l) => sum + shares[l], 0);
  const byRemainder = [...raw].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (const { l } of byRemainder) {
    if (left <= 0) break;
    shares[l] += 1;
    left -= 1;
  }
  return shares;
}

/** Whether a question has enough first answers for its shares to be shown. */
export function isSuficiente(respostas: number): boolean {
  return respostas >= MIN_RESPOSTAS_ESTATISTICAS;
}

/**
 * What a student sees of a question's counts: below the threshold only how many answered (no shares:
 * with a handful of answers a share would tell what one student chose).
 */
export function estatisticasVisiveis(c: ContagemQuestao): {
  respostas: number;
  acertos: number | null;
  percentualAcerto: number | null;
  marcadas: Record<Letra, number> | null;
  suficiente: boolean;
} {
  if (!isSuficiente(c.respostas)) {
    return { respostas: c.respostas, acertos: null, percentualAcerto: null, marcadas: null, suficiente: false };
  }
  return {
    respostas: c.respostas,
    acertos: c.acertos,
    percentualAcerto: percentOf(c.acertos, c.respostas),
    marcadas: sharesPerLetter(c.marcadas),
    suficiente: true,
  };
}

/** The wrong alternative chosen most often (the first letter on a tie), with its share; null if none was. */
export function maisMarcadaErrada(
  marcadas: Record<Letra, number>,
  respostaCorreta: Letra,
  respostas: number,
): { letra: Letra; percentual: number } | null {
  let best: Letra | null = null;
  for (const l of LETTERS) {
    if (l === respostaCorreta || marcadas[l] <= 0) continue;
    if (best === null || marcadas[l] > marcadas[best]) best = l;
  }
  return best === null ? null : { letra: best, percentual: percentOf(marcadas[best], respostas) };
}

export type MotivoSuspeita = 'acerto_baixo' | 'errada_mais_marcada';

/**
 * Why a question looks wrong to the students' answers (empty: it does not): at least 30 first answers
 * and either under 20 % right, or a wrong alternative chosen more often than the right one.
 */
export function motivosSuspeita(c: ContagemQuestao, respostaCorreta: Letra): MotivoSuspeita[] {
  if (c.respostas < SUSPEITA_MIN_RESPOSTAS) return [];
  const motivos: MotivoSuspeita[] = [];
  if (c.acertos * 100 < SUSPEITA_ACERTO_MAX * c.respostas) motivos.push('acerto_baixo');
  const certa = c.marcadas[respostaCorreta];
  if (LETTERS.some((l) => l !== respostaCorreta && c.marcadas[l] > certa)) motivos.push('errada_mais_marcada');
  return motivos;
}
