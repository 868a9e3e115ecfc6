import { sql } from 'drizzle-orm';
import { CERTO_ERRADO_TEXTOS, type QuestaoTipo } from '../../../shared/rules/questao.js';
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
type QuestaoRow = Omit<QuestaoSimulado, 'alternativas' | 'fonte'> &
  Record<Alternativa, string | null> & {
    bancaNome: string | null;
    orgao: string | null;
    ano: number | null;
    cargo: string | null;
  };

/** A Certo/Errado item's two "alternatives" (one shared object: nothing writes to it). */
const CERTO_ERRADO_ALTERNATIVAS: QuestaoSimulado['alternativas'] = Object.freeze({ ...CERTO_ERRADO_TEXTOS });

/**
 * The question as the simulado shows it: the alternative columns of its kind grouped (cheaper than
 * building the object in SQL for 500 rows) and its source. Each field is set by name: a selection maps
 * 500 rows, and copying the row with rest and spread took three times as long. Callers that read more
 * columns add them to the result.
 */
export function toQuestaoSimulado(row: QuestaoRow): QuestaoSimulado {
  return {
    id: row.id,
    aulaId: row.aulaId,
    tipo: row.tipo,
    enunciado: row.enunciado,
    imagemUrl: row.imagemUrl,
    alternativas: alternativasDe(row),
    respostaCorreta: row.respostaCorreta,
    comentario: row.comentario,
    fonte: { banca: row.bancaNome, orgao: row.orgao, ano: row.ano === null ? null : Number(row.ano), cargo: row.cargo },
    anulada: row.anulada,
    anuladaNota: row.anuladaNota,
    desatualizada: row.desatualizada,
  };
}

function alternativasDe(row: QuestaoRow): QuestaoSimulado['alternativas'] {
  switch (row.tipo as QuestaoTipo) {
    case 'certo_errado':
      return CERTO_ERRADO_ALTERNATIVAS;
    case 'multipla4':
      return {
        A: row.alternativaA ?? '',
        B: row.alternativaB ?? '',
        C: row.alternativaC ?? '',
        D: row.alternativaD ?? '',
      };
    default:
      return {
        A: row.alternativaA ?? '',
        B: row.alternativaB ?? '',
        C: row.alternativaC ?? '',
        D: row.alternativaD ?? '',
        E: row.alternativaE ?? '',
      };
  }
}
