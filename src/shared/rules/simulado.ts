// Grades, labels and tiers of a simulado (SPEC §4, §9). Pure: the server grades with these, the
// browser shows them.

/** The five alternatives of every question, in order. */
export const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

export const QUESTION_COUNT_OPTIONS = [10, 20, 30, 40, 50, 500] as const;
export const MAX_QUESTIONS = 500;

/**
 * A timed simulado's answers reach the server up to this long after the deadline and still count: the
 * network's grace (issue 27 §4).
 */
export const PRAZO_TOLERANCIA_MS = 15_000;

/** 'Tempo de prova' at configuration: minutes per question of a timed simulado (issue 27 §4); none is no limit. */
export const MINUTOS_POR_QUESTAO_OPTIONS = [1, 2, 3, 5] as const;
export type MinutosPorQuestao = (typeof MINUTOS_POR_QUESTAO_OPTIONS)[number];

/** A timed simulado's total time: the minutes per question times the questions handed out. */
export function prazoDaProva(inicio: Date, minutosPorQuestao: number, questoes: number): Date {
  return new Date(inicio.getTime() + minutosPorQuestao * questoes * 60_000);
}

/** nota = correct conferred / conferred × 10, kept to 2 decimals; 0 when nothing was conferred. */
export function computeNota(acertos: number, conferidas: number): number {
  if (conferidas <= 0) return 0;
  return Math.round((acertos / conferidas) * 1000) / 100;
}

/** Hit percentage, whole number. */
export function hitPercent(acertos: number, total: number): number {
  return total > 0 ? Math.round((acertos / total) * 100) : 0;
}

/** Results label: ≥9 Excelente, ≥7 Muito Bom, ≥5 Regular, else Precisa Melhorar. */
export function resultLabel(nota: number): string {
  if (nota >= 9) return 'Excelente';
  if (nota >= 7) return 'Muito Bom';
  if (nota >= 5) return 'Regular';
  return 'Precisa Melhorar';
}

export type GradeTone = 'green' | 'yellow' | 'red';

/** Grade band: ≥7 green 'Excelente'; ≥5 yellow 'Regular'; below red 'Precisa Melhorar'. */
export function gradeBand(nota: number): { tone: GradeTone; label: string } {
  if (nota >= 7) return { tone: 'green', label: 'Excelente' };
  if (nota >= 5) return { tone: 'yellow', label: 'Regular' };
  return { tone: 'red', label: 'Precisa Melhorar' };
}

/** Feedback by hit percentage: ≥80, ≥60, ≥40, below. */
export function feedbackFor(percent: number): string {
  if (percent >= 80) return 'Excelente desempenho! Você domina esta matéria. Continue praticando para manter o nível.';
  if (percent >= 60)
    return 'Bom trabalho! Você está no caminho certo. Revise as questões que errou para chegar ao topo.';
  if (percent >= 40)
    return 'Você está evoluindo. Volte aos resumos desta matéria e refaça o simulado para fixar o conteúdo.';
  return 'Não desanime! Estude a teoria desta matéria com calma e tente novamente: cada simulado é um passo.';
}

/** A simulado counts towards Aproveitamento from this grade up. */
export const NOTA_APROVEITADA = 7;

/** Aproveitamento from counts: the share (0–100, whole) of simulados with nota ≥ 7. */
export function aproveitamentoPercent(aproveitados: number, total: number): number {
  return total > 0 ? Math.round((aproveitados / total) * 100) : 0;
}

/** Aproveitamento of a list of grades. */
export function aproveitamento(notas: readonly number[]): number {
  return aproveitamentoPercent(notas.filter((n) => n >= NOTA_APROVEITADA).length, notas.length);
}

/** Averages are shown to 1 decimal (SPEC §9). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mean rounded to 1 decimal; null for no values. */
export function average1(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round1(values.reduce((a, b) => a + b, 0) / values.length);
}

/** Fisher–Yates shuffle of a copy, cut to `count`. `random` is injectable for tests. */
export function shuffleAndCut<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, Math.max(0, count));
}

/** Question filters; acertei/errei look at the user's latest answer to each question. */
export const TIPOS_FILTRO = ['todas', 'nao_resolvidas', 'resolvidas', 'acertei', 'errei'] as const;

/**
 * 'padrao': one subject's simulado; 'revisao': the due review cards, from any subject (issue 27 §3);
 * 'caderno': a student's caderno played whole, from any subject (issue 33 §6).
 */
export const TIPOS_SIMULADO = ['padrao', 'revisao', 'caderno'] as const;
export type TipoSimulado = (typeof TIPOS_SIMULADO)[number];

/** The history's sort orders (SPEC §2 /simulados/historico). */
export const ORDENS_HISTORICO = ['recentes', 'antigas', 'maior_nota', 'menor_nota'] as const;
