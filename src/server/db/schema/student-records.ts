/**
 * A student's record and standing outside the simulados themselves: the grades (notas) and exams (provas)
 * they log, the ranking aggregate kept from the notas and the SPEC ranking view, and the 'Onde estou'
 * counters per subject and per edital. It stands on accounts and the catalogue.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { editais, unidades, users } from './accounts.js';
import { materias } from './catalogue.js';

export const notas = pgTable(
  'notas',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    nota: doublePrecision('nota').notNull(),
    data: date('data').notNull(),
    descricao: text('descricao'),
    /** When the student saved it (`data` is the day they say they took the exam): the overview's activity. */
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notas_nota_range', sql`${t.nota} >= 0 and ${t.nota} <= 10`),
    index('notas_user_data_idx').on(t.userId, t.data),
  ],
);

export const provas = pgTable(
  'provas',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    titulo: text('titulo').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull(),
    descricao: text('descricao'),
  },
  (t) => [index('provas_user_data_idx').on(t.userId, t.data)],
);

/**
 * One row per student: the sums and counts of their notas per module, and the ranking inputs copied from
 * the profile (edital, unidade, visibility). Written in the same transaction as every nota or profile
 * change, so the ranking is always current and a page is an index range scan instead of an aggregate over
 * every nota of the edital. See docs/decisions/0011-ranking-aggregate.md.
 */
export const rankingMedias = pgTable(
  'ranking_medias',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    editalId: integer('edital_id').references(() => editais.id, { onDelete: 'set null' }),
    unidadeId: integer('unidade_id').references(() => unidades.id, { onDelete: 'set null' }),
    showInRanking: boolean('show_in_ranking').notNull().default(true),
    // The student's QRA, kept equal to users.qra (refreshRankingMedias and a trigger on users, migration
    // 0013): the search's trigram index lives here, so a search reads its matches without a join.
    qra: text('qra'),
    notasBasico: integer('notas_basico').notNull().default(0),
    notasEspecifico: integer('notas_especifico').notNull().default(0),
    somaBasico: doublePrecision('soma_basico').notNull().default(0),
    somaEspecifico: doublePrecision('soma_especifico').notNull().default(0),
    // Averages rounded to 2 decimals when written: students shown with the same average share a position.
    mediaBasico: doublePrecision('media_basico'),
    mediaEspecifico: doublePrecision('media_especifico'),
    mediaGeral: doublePrecision('media_geral'),
  },
  (t) => [
    index('ranking_geral_idx').on(t.editalId, t.mediaGeral.desc(), t.userId),
    index('ranking_basico_idx').on(t.editalId, t.mediaBasico.desc(), t.userId),
    index('ranking_especifico_idx').on(t.editalId, t.mediaEspecifico.desc(), t.userId),
    // A unidade's students of an edital: the unit filter and 'Onde estou''s percentile in the unidade.
    index('ranking_unidade_idx').on(t.editalId, t.unidadeId, t.mediaGeral),
  ],
);

/**
 * How many students of an edital hold each average (2 decimals, so at most 1001 rows per edital), kept
 * from ranking_medias by its trigger (migration 0013) in the same transaction. geral, basico and
 * especifico count the visible students ranked in that tab; todosGeral counts every student with a
 * média geral, hidden ones too ('Onde estou' compares with the whole edital). A place, a tab's total
 * or the band of a deep page is then a sum over these few rows instead of a count over the edital.
 * No foreign key: an edital is never deleted while ranking rows name it (services/admin/editais.ts).
 */
export const rankingHistograma = pgTable(
  'ranking_histograma',
  {
    editalId: integer('edital_id').notNull(),
    media: doublePrecision('media').notNull(),
    geral: integer('geral').notNull().default(0),
    basico: integer('basico').notNull().default(0),
    especifico: integer('especifico').notNull().default(0),
    todosGeral: integer('todos_geral').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.editalId, t.media] })],
);

/**
 * SPEC §3 ranking_view: one row per student with their grade-log averages per module.
 * media_geral is the mean of the two module averages and is null unless both exist.
 */
export const rankingView = pgView('ranking_view', {
  userId: text('user_id').notNull(),
  nome: text('nome').notNull(),
  qra: text('qra'),
  editalId: integer('edital_id'),
  unidadeId: integer('unidade_id'),
  unidadeSigla: text('unidade_sigla'),
  showInRanking: boolean('show_in_ranking').notNull(),
  notasBasico: integer('notas_basico').notNull(),
  notasEspecifico: integer('notas_especifico').notNull(),
  mediaBasico: doublePrecision('media_basico'),
  mediaEspecifico: doublePrecision('media_especifico'),
  mediaGeral: doublePrecision('media_geral'),
}).as(sql`
  select u.id as user_id, u.nome, u.qra, u.edital_id, u.unidade_id, un.sigla as unidade_sigla,
         u.show_in_ranking,
         coalesce(a.notas_basico, 0)::int as notas_basico,
         coalesce(a.notas_especifico, 0)::int as notas_especifico,
         a.media_basico, a.media_especifico,
         (a.media_basico + a.media_especifico) / 2 as media_geral
  from users u
  left join unidades un on un.id = u.unidade_id
  left join (
    select n.user_id,
           count(*) filter (where m.modulo_id = 1) as notas_basico,
           count(*) filter (where m.modulo_id = 2) as notas_especifico,
           avg(n.nota) filter (where m.modulo_id = 1) as media_basico,
           avg(n.nota) filter (where m.modulo_id = 2) as media_especifico
    from notas n join materias m on m.id = n.materia_id
    group by n.user_id
  ) a on a.user_id = u.id
`);

/**
 * 'Onde estou' (issue 27 §7, docs/decisions/0043): a student's honest counters per subject, the same as
 * counting their questoes_status rows (answered; right and not peeked). Rewritten for the subjects a
 * save touched, in the save's transaction; edital_id follows users.edital_id (a trigger), and a trigger
 * on this table keeps desempenho_editais, so the edital's averages never need the edital's answers.
 */
export const desempenhoMaterias = pgTable(
  'desempenho_materias',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'cascade' }),
    editalId: integer('edital_id'),
    respondidas: integer('respondidas').notNull().default(0),
    acertos: integer('acertos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.materiaId] }),
    check('desempenho_materias_counts', sql`${t.acertos} >= 0 and ${t.acertos} <= ${t.respondidas}`),
  ],
);

/** The sums of desempenho_materias per edital and subject (kept by its trigger): the edital's accuracy. */
export const desempenhoEditais = pgTable(
  'desempenho_editais',
  {
    editalId: integer('edital_id')
      .notNull()
      .references(() => editais.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'cascade' }),
    respondidas: integer('respondidas').notNull().default(0),
    acertos: integer('acertos').notNull().default(0),
    /** Students of the edital with at least one answer in the subject. */
    alunos: integer('alunos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.editalId, t.materiaId] })],
);
