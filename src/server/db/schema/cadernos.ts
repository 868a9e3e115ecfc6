/**
 * What a student keeps of the question bank for themself (issue 33 §6): named cadernos of questions,
 * a private note per question ('Minhas anotações'), and the filters they last chose on /simulados.
 * It stands on accounts and the catalogue.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

export const cadernos = pgTable(
  'cadernos',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** Kept by the writes that add and remove questions, so the list of cadernos reads no count. */
    questoes: integer('questoes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cadernos_nome_len', sql`char_length(${t.nome}) between 1 and 80`),
    check('cadernos_questoes_min', sql`${t.questoes} >= 0`),
    // One student may not have two cadernos of the same name, whatever its case.
    uniqueIndex('cadernos_user_nome_lower_uq').on(t.userId, sql`lower(${t.nome})`),
  ],
);

/**
 * A question saved in a caderno. No foreign key to questoes: a question the admin deletes stays listed
 * as removed instead of vanishing from the student's caderno (or keeping the admin from deleting it).
 */
export const cadernoQuestoes = pgTable(
  'caderno_questoes',
  {
    cadernoId: integer('caderno_id')
      .notNull()
      .references(() => cadernos.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id').notNull(),
    adicionadaEm: timestamp('adicionada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cadernoId, t.questaoId] }),
    // A caderno's pages, newest first.
    index('caderno_questoes_ordem_idx').on(t.cadernoId, t.adicionadaEm, t.questaoId),
  ],
);

/** 'Minhas anotações': one private note per student and question. */
export const anotacoes = pgTable(
  'anotacoes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id').notNull(),
    texto: text('texto').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questaoId] }),
    check('anotacoes_texto_len', sql`char_length(${t.texto}) between 1 and 5000`),
  ],
);

/** The /simulados filters a student chose last (banca, ano, origin, difficulty): remembered per student. */
export const simuladoFiltros = pgTable('simulado_filtros', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  filtros: jsonb('filtros').notNull(),
  updatedAt: updatedAt(),
});
