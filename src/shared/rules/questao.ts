// What a question is beyond its statement (issue 33): its kind, where it came from and how hard students
// found it. Pure: the server stores and grades with these, the browser shows them (no zod here, so a
// page can use them without downloading zod).

import { LETTERS } from './simulado.js';

type Letra = (typeof LETTERS)[number];

/**
 * The kinds of question (docs/decisions/0051): five alternatives A–E, four A–D, and a Certo/Errado item
 * judged true or false, whose answer is stored as the letter C (Certo) or E (Errado), Cebraspe's own.
 */
export const QUESTAO_TIPOS = ['multipla5', 'multipla4', 'certo_errado'] as const;
export type QuestaoTipo = (typeof QUESTAO_TIPOS)[number];

export const QUESTAO_TIPO_LABELS: Record<QuestaoTipo, string> = {
  multipla5: 'Cinco alternativas (A–E)',
  multipla4: 'Quatro alternativas (A–D)',
  certo_errado: 'Certo ou Errado',
};

const LETRAS_DO_TIPO: Record<QuestaoTipo, readonly Letra[]> = {
  multipla5: LETTERS,
  multipla4: ['A', 'B', 'C', 'D'],
  certo_errado: ['C', 'E'],
};

/** The letters a student may answer a question of this kind with, in the order they are shown (one array per kind). */
export function letrasDoTipo(tipo: QuestaoTipo): readonly Letra[] {
  return LETRAS_DO_TIPO[tipo];
}

/** The letters whose alternative text the admin writes (none for Certo/Errado). */
export function letrasComTexto(tipo: QuestaoTipo): readonly Letra[] {
  return tipo === 'certo_errado' ? [] : letrasDoTipo(tipo);
}

/** Whether `letra` is an answer a question of this kind can have. */
export function letraCabeNoTipo(tipo: QuestaoTipo, letra: string): letra is Letra {
  return (letrasDoTipo(tipo) as readonly string[]).includes(letra);
}

/** How an answer letter reads: 'Certo'/'Errado' on a Certo/Errado item, the letter elsewhere. */
export function rotuloDaLetra(tipo: QuestaoTipo, letra: Letra): string {
  if (tipo !== 'certo_errado') return letra;
  return letra === 'C' ? 'Certo' : 'Errado';
}

/** A Certo/Errado item's two "alternatives", as the player lists them. */
export const CERTO_ERRADO_TEXTOS = { C: 'Certo', E: 'Errado' } as const;

/** The years a question's ano may take: 1980 up to next year (an exam announced for it). */
export const ANO_MIN = 1980;
export const anoMax = (now: Date = new Date()) => now.getFullYear() + 1;

/** Where a question came from; every field optional. No banca: Bizu's own question ('Inédita'). */
export interface QuestaoFonte {
  banca: string | null;
  orgao: string | null;
  ano: number | null;
  cargo: string | null;
}

/** 'VUNESP · PM-SP · 2023 · Soldado', or 'Inédita' for a question of Bizu's own. */
export function fonteLinha(f: QuestaoFonte): string {
  if (!f.banca) return 'Inédita';
  return [f.banca, f.orgao, f.ano === null ? null : String(f.ano), f.cargo].filter(Boolean).join(' · ');
}

/**
 * Cebraspe scoring ('Uma errada anula uma certa', issue 33 §3) over a simulado's Certo/Errado items: each
 * right one +1, each wrong one −1, a blank one 0 (a blank is never saved, so it adds nothing). The nota
 * is the net on a 0–10 scale of the items answered, never below 0; null when there was no such item.
 */
export function notaCebraspe(
  itens: ReadonlyArray<{ tipo: QuestaoTipo; correta: boolean }>,
): { certas: number; erradas: number; liquido: number; nota: number } | null {
  const ce = itens.filter((i) => i.tipo === 'certo_errado');
  if (ce.length === 0) return null;
  const certas = ce.filter((i) => i.correta).length;
  const erradas = ce.length - certas;
  const liquido = certas - erradas;
  return { certas, erradas, liquido, nota: Math.round((Math.max(0, liquido) / ce.length) * 1000) / 100 };
}

// Difficulty (issue 33 §4): the share of first, unpeeked answers that were right, the counters the
// answer statistics keep (questao_estatisticas).
export const DIFICULDADES = ['facil', 'media', 'dificil'] as const;
export type Dificuldade = (typeof DIFICULDADES)[number];
export const DIFICULDADE_LABELS: Record<Dificuldade, string> = { facil: 'Fácil', media: 'Média', dificil: 'Difícil' };

/** Below this many first answers a question's difficulty is 'Sem dados'. */
export const DIFICULDADE_MIN_RESPOSTAS = 30;
/** At least this share right is 'Fácil'; below the next, 'Difícil'; between, 'Média' (whole percentages). */
export const FACIL_DESDE_PERCENT = 70;
export const DIFICIL_ABAIXO_PERCENT = 40;

/** The difficulty of a question from its counters; null ('Sem dados') under DIFICULDADE_MIN_RESPOSTAS answers. */
export function dificuldadeDe(respostas: number, acertos: number): Dificuldade | null {
  if (respostas < DIFICULDADE_MIN_RESPOSTAS) return null;
  // Integer arithmetic: 70 % of 30 is exactly 21, never 20.999… (the SQL filter uses the same sums).
  if (acertos * 100 >= FACIL_DESDE_PERCENT * respostas) return 'facil';
  if (acertos * 100 < DIFICIL_ABAIXO_PERCENT * respostas) return 'dificil';
  return 'media';
}
