/**
 * What the students study, as the admin writes it: módulos, their matérias, the aulas of each matéria,
 * the questões, and each matéria's resumo, with the uploaded files (arquivos) that resumo PDFs and
 * student avatars are served from. It stands only on accounts (an avatar's owner).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, letter } from './columns.js';

/** Raw bytes (uploads). PGlite answers Uint8Array, pg answers Buffer: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const modulos = pgTable(
  'modulos',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
  },
  // Two modules may not share a name, whatever its case: the admin would not tell them apart.
  (t) => [uniqueIndex('modulos_nome_lower_uq').on(sql`lower(${t.nome})`)],
);

export const materias = pgTable(
  'materias',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    moduloId: integer('modulo_id')
      .notNull()
      .references(() => modulos.id, { onDelete: 'restrict' }),
    tipo: text('tipo', { enum: ['teorica', 'pratica'] })
      .notNull()
      .default('teorica'),
    isFree: boolean('is_free').notNull().default(false),
  },
  (t) => [
    check('materias_tipo', sql`${t.tipo} in ('teorica', 'pratica')`),
    // A módulo may not hold two matérias of the same name, whatever its case (it also serves the
    // módulo's list of matérias, so the plain modulo_id index is not needed).
    uniqueIndex('materias_modulo_nome_lower_uq').on(t.moduloId, sql`lower(${t.nome})`),
  ],
);

export const aulasDaMateria = pgTable(
  'aulas_da_materia',
  {
    id: serial('id').primaryKey(),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    titulo: text('titulo').notNull(),
    ordem: integer('ordem').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  // Two aulas of one matéria may not share a position in its sequence.
  (t) => [
    check('aulas_ordem_min', sql`${t.ordem} >= 1`),
    uniqueIndex('aulas_materia_ordem_uq').on(t.materiaId, t.ordem),
  ],
);

/**
 * The bancas a question may come from (VUNESP, Cebraspe, FGV, …), kept by the admin like editais and
 * unidades. A question without one is Bizu's own ('Inédita').
 */
export const bancas = pgTable(
  'bancas',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [uniqueIndex('bancas_nome_lower_uq').on(sql`lower(${t.nome})`)],
);

/**
 * The kinds of question (docs/decisions/0051): five alternatives A–E, four A–D (alternativa_e null),
 * and a Certo/Errado item (no alternative text; the key is C for Certo or E for Errado, so answers,
 * grades and the per-letter counters keep their letter columns).
 */
export const questaoTipos = ['multipla5', 'multipla4', 'certo_errado'] as const;

export const questoes = pgTable(
  'questoes',
  {
    id: serial('id').primaryKey(),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    aulaId: integer('aula_id').references(() => aulasDaMateria.id, { onDelete: 'restrict' }),
    tipo: text('tipo', { enum: questaoTipos }).notNull().default('multipla5'),
    enunciado: text('enunciado').notNull(),
    imagemUrl: text('imagem_url'),
    alternativaA: text('alternativa_a'),
    alternativaB: text('alternativa_b'),
    alternativaC: text('alternativa_c'),
    alternativaD: text('alternativa_d'),
    alternativaE: text('alternativa_e'),
    respostaCorreta: text('resposta_correta', { enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
    /** 'Comentário do professor': sanitized HTML shown only after the student answers. */
    comentario: text('comentario'),
    bancaId: integer('banca_id').references(() => bancas.id, { onDelete: 'restrict' }),
    /** Órgão/concurso ('PM-SP'), ano and cargo of the exam the question came from. */
    orgao: text('orgao'),
    ano: integer('ano'),
    cargo: text('cargo'),
    /** Annulled by the banca (with the admin's note) or outdated by a change in the law: not drawn by default. */
    anulada: boolean('anulada').notNull().default(false),
    anuladaNota: text('anulada_nota'),
    desatualizada: boolean('desatualizada').notNull().default(false),
  },
  (t) => [
    check('questoes_resposta_correta', sql`${t.respostaCorreta} ${letter}`),
    check('questoes_tipo', sql`${t.tipo} in ('multipla5', 'multipla4', 'certo_errado')`),
    // The key and the alternatives must fit the kind: the database is the last word (issue 33 §3).
    check(
      'questoes_tipo_alternativas',
      sql`case ${t.tipo}
        when 'multipla5' then ${t.alternativaA} is not null and ${t.alternativaB} is not null
          and ${t.alternativaC} is not null and ${t.alternativaD} is not null and ${t.alternativaE} is not null
        when 'multipla4' then ${t.alternativaA} is not null and ${t.alternativaB} is not null
          and ${t.alternativaC} is not null and ${t.alternativaD} is not null and ${t.alternativaE} is null
          and ${t.respostaCorreta} <> 'E'
        else ${t.alternativaA} is null and ${t.alternativaB} is null and ${t.alternativaC} is null
          and ${t.alternativaD} is null and ${t.alternativaE} is null and ${t.respostaCorreta} in ('C', 'E')
      end`,
    ),
    check('questoes_ano', sql`${t.ano} is null or (${t.ano} >= 1980 and ${t.ano} <= 2100)`),
    index('questoes_materia_aula_idx').on(t.materiaId, t.aulaId),
    // The admin list of one matéria, newest first.
    index('questoes_materia_id_idx').on(t.materiaId, t.id),
    index('questoes_banca_idx').on(t.bancaId),
    // The draw's exact query over the questions a simulado may draw by default (neither annulled nor
    // outdated), read from the index alone: with the marks tested on the table's rows it read the whole
    // subject's heap (19 ms at 20,000 questions instead of 8). Banca and ano ride along so the source
    // filters of /simulados are answered from the index too.
    index('questoes_materia_vigentes_idx')
      .on(t.materiaId, t.id, t.bancaId, t.ano)
      .where(sql`not ${t.anulada} and not ${t.desatualizada}`),
    // A draw filtered by its source (bancas, years, Bizu's own) reads the ids it samples in from here, by
    // the index alone: the banca before the year, so two bancas' years are two short ranges (decision 0075).
    index('questoes_materia_fonte_idx')
      .on(t.materiaId, t.bancaId, t.ano, t.id)
      .where(sql`not ${t.anulada} and not ${t.desatualizada}`),
  ],
);

/**
 * Each question's statement as the admin Questões search compares it (bizu_fold_html: tags dropped, lower
 * case, accents dropped), kept by triggers on questoes (migration 0012) and trigram-indexed where pg_trgm
 * exists. A narrow table of its own rather than a questoes column, so a simulado reading a matéria's
 * questions reads rows no wider; and the search compares stored text instead of folding each candidate
 * statement again (about 0.2 ms a statement, which made a search whose words are common seconds long).
 */
export const questoesBusca = pgTable('questoes_busca', {
  questaoId: integer('questao_id')
    .primaryKey()
    .references(() => questoes.id, { onDelete: 'cascade' }),
  busca: text('busca').notNull(),
});

/**
 * Uploaded and served files (avatars and question images re-encoded to WebP, resumo PDFs). Kept in the
 * database so every app process serves them and a database backup holds them; an id is random, so a URL
 * cannot be guessed.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo', { enum: ['avatar', 'resumo_pdf', 'questao_imagem'] }).notNull(),
    /** The owner of an avatar; null for content files. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    dados: bytea('dados').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('arquivos_tipo', sql`${t.tipo} in ('avatar', 'resumo_pdf', 'questao_imagem')`),
    index('arquivos_user_idx').on(t.userId),
    // The orphan sweep of question images reads the old ones of this kind (docs/decisions/0056).
    index('arquivos_questao_imagem_idx')
      .on(t.createdAt)
      .where(sql`${t.tipo} = 'questao_imagem'`),
  ],
);

/**
 * Which stored images (arquivos of kind questao_imagem) each question shows, in its statement,
 * alternatives, explanation or main image: kept by every write of a question, so deleting one frees the
 * images no other question uses (docs/decisions/0056-images-in-questions.md). A linked image cannot be
 * deleted (restrict); a deleted question drops its links (cascade).
 */
export const questaoImagens = pgTable(
  'questao_imagens',
  {
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.questaoId, t.arquivoId] }), index('questao_imagens_arquivo_idx').on(t.arquivoId)],
);

export const resumos = pgTable('resumos', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  url: text('url').notNull(),
  materiaId: integer('materia_id')
    .notNull()
    .unique()
    .references(() => materias.id, { onDelete: 'restrict' }),
  /** Optional HTML shown under the title on /resumos, sanitized by the admin API (sanitizeQuestionHtml). */
  descricao: text('descricao'),
  /** The PDF kept by us (served only to subscribers); null when `url` points elsewhere. */
  arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
});
