// 'Onde estou' (issue 27 §7). Pure: the server's SQL computes these at scale (services/ranking/
// get-posicao.ts), the browser labels the chart with them, and the tests use them as the oracle.

/** The histogram's bins: 20 of half a point over 0–10 (the last one holds 10). */
export const POSICAO_FAIXA_LARGURA = 0.5;
export const POSICAO_FAIXAS = 20;

/** The histogram bin of an average 0–10: [0, 0.5) is 0, …, [9.5, 10] is 19. */
export function faixaOf(media: number): number {
  return Math.min(Math.max(Math.floor(media / POSICAO_FAIXA_LARGURA), 0), POSICAO_FAIXAS - 1);
}

/** A bin's range as the chart and its text say it: '7,0–7,5'. */
export function faixaLabel(faixa: number): string {
  const fmt = (n: number) => n.toFixed(1).replace('.', ',');
  return `${fmt(faixa * POSICAO_FAIXA_LARGURA)}–${fmt((faixa + 1) * POSICAO_FAIXA_LARGURA)}`;
}

/**
 * The share of students with a strictly lower average, in whole percent rounded down: a tie is not
 * 'à frente', and the student is never told more than is true (they count in the total themselves).
 */
export function percentil(abaixo: number, total: number): number {
  return total > 0 ? Math.floor((abaixo * 100) / total) : 0;
}

/** Accuracy in whole percent of hits over answered (0 with nothing answered). */
export function acertoPercent(acertos: number, respondidas: number): number {
  return respondidas > 0 ? Math.round((acertos * 100) / respondidas) : 0;
}

/** The student's accuracy minus the edital's, in percentage points, rounded (from the exact ratios). */
export function diferencaPontos(
  mine: { acertos: number; respondidas: number },
  edital: { acertos: number; respondidas: number },
): number {
  return Math.round((mine.acertos / mine.respondidas - edital.acertos / edital.respondidas) * 100);
}
