import { sql } from 'drizzle-orm';
import { CERTO_ERRADO_TEXTOS, letrasDoTipo, type QuestaoTipo } from '../../../shared/rules/questao.js';
import type { QuestaoSimulado } from '../../../shared/schemas/simulados.js';
import { questoes } from '../../db/schema.js';

/** The columns of a question as the player and the results page show it (see toQuestaoSimulado). */
export const questaoSimuladoColumns = {
  id: questoes.id,
  aulaId: questoes.aulaId,
  tipo: questoes.tipo,
  enunciado: questoes.enunciado,
  imagemUrl: questoes.imagemUrl,
  alternativaA: questoes.alternativaA,
  alternativaB: questoes.alternativaB,
  alternativaC: questoes.alternativaC,
  alternativaD: questoes.alternativaD,
  alternativaE: questoes.alternativaE,
  respostaCorreta: questoes.respostaCorreta,
  comentario: questoes.comentario,
  bancaNome: sql<string | null>`(select b.nome from bancas b where b.id = ${questoes.bancaId})`.as('banca_nome'),
  orgao: questoes.orgao,
  ano: questoes.ano,
  cargo: questoes.cargo,
  anulada: questoes.anulada,
  anuladaNota: questoes.anuladaNota,
  desatualizada: questoes.desatualizada,
};

/** The same columns in raw SQL over `q` (questoes), for the sampling probe (probe-questoes.ts). */
export const questaoSimuladoSql =
  sql.raw(`q.id, q.aula_id as "aulaId", q.tipo, q.enunciado, q.imagem_url as "imagemUrl",
  q.alternativa_a as "alternativaA", q.alternativa_b as "alternativaB", q.alternativa_c as "alternativaC",
  q.alternativa_d as "alternativaD", q.alternativa_e as "alternativaE", q.resposta_correta as "respostaCorreta",
  q.comentario, (select b.nome from bancas b where b.id = q.banca_id) as "bancaNome", q.orgao, q.ano, q.cargo,
  q.anulada, q.anulada_nota as "anuladaNota", q.desatualizada`);

type Alternativa = `alternativa${'A' | 'B' | 'C' | 'D' | 'E'}`;
type Fonte = 'bancaNome' | 'orgao' | 'ano' | 'cargo';
type QuestaoRow = Omit<QuestaoSimulado, 'alternativas' | 'fonte'> &
  Record<Alternativa, string | null> & {
    bancaNome: string | null;
    orgao: string | null;
    ano: number | null;
    cargo: string | null;
  };

/**
 * Groups the alternative columns of the question's kind (cheaper than building the object in SQL for
 * 500 rows) and its source. A Certo/Errado item's two "alternatives" are 'Certo' (C) and 'Errado' (E).
 */
export function toQuestaoSimulado<R extends QuestaoRow>(row: R): Omit<R, Alternativa | Fonte> & QuestaoSimulado {
  const { alternativaA: A, alternativaB: B, alternativaC: C, alternativaD: D, alternativaE: E, ...rest } = row;
  const { bancaNome, orgao, ano, cargo, ...question } = rest;
  const tipo = row.tipo as QuestaoTipo;
  const texts = { A, B, C, D, E };
  const alternativas: QuestaoSimulado['alternativas'] = {};
  for (const letra of letrasDoTipo(tipo)) {
    alternativas[letra] = tipo === 'certo_errado' ? CERTO_ERRADO_TEXTOS[letra as 'C' | 'E'] : (texts[letra] ?? '');
  }
  return {
    ...question,
    alternativas,
    fonte: { banca: bancaNome, orgao, ano: ano === null ? null : Number(ano), cargo },
  } as Omit<R, Alternativa | Fonte> & QuestaoSimulado;
}
