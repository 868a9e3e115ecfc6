import { sql } from 'drizzle-orm';
import { questoes } from '../../db/schema.js';

/** The columns of a question as the player and the results page show it. */
export const questaoSimuladoColumns = {
  id: questoes.id,
  aulaId: questoes.aulaId,
  enunciado: questoes.enunciado,
  imagemUrl: questoes.imagemUrl,
  alternativas: sql<{ A: string; B: string; C: string; D: string; E: string }>`json_build_object(
    'A', ${questoes.alternativaA}, 'B', ${questoes.alternativaB}, 'C', ${questoes.alternativaC},
    'D', ${questoes.alternativaD}, 'E', ${questoes.alternativaE})`,
  respostaCorreta: questoes.respostaCorreta,
};
