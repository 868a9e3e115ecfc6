import type { QuestaoSimulado } from '../../../shared/schemas/simulados.js';
import { questoes } from '../../db/schema.js';

/** The columns of a question as the player and the results page show it (see toQuestaoSimulado). */
export const questaoSimuladoColumns = {
  id: questoes.id,
  aulaId: questoes.aulaId,
  enunciado: questoes.enunciado,
  imagemUrl: questoes.imagemUrl,
  alternativaA: questoes.alternativaA,
  alternativaB: questoes.alternativaB,
  alternativaC: questoes.alternativaC,
  alternativaD: questoes.alternativaD,
  alternativaE: questoes.alternativaE,
  respostaCorreta: questoes.respostaCorreta,
};

type Alternativa = `alternativa${'A' | 'B' | 'C' | 'D' | 'E'}`;
type QuestaoRow = Omit<QuestaoSimulado, 'alternativas'> & Record<Alternativa, string>;

/** Groups the five alternative columns (cheaper than building the object in SQL for 500 rows). */
export function toQuestaoSimulado<R extends QuestaoRow>(row: R): Omit<R, Alternativa> & QuestaoSimulado {
  const { alternativaA: A, alternativaB: B, alternativaC: C, alternativaD: D, alternativaE: E, ...rest } = row;
  return { ...rest, alternativas: { A, B, C, D, E } };
}
