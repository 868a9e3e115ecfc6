/**
 * What students write about a question: comments on it, the like/dislike reactions to those comments,
 * and reports of something wrong with it, which the admin works through (services/admin/reports).
 * It stands on accounts and the catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { questoes } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';

export const questaoComentarios = pgTable(
  'questao_comentarios',
  {
    id: serial('id').primaryKey(),
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comentario: text('comentario').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('comentarios_not_blank', sql`length(trim(${t.comentario})) > 0`),
    index('comentarios_questao_idx').on(t.questaoId, t.createdAt),
    index('comentarios_user_idx').on(t.userId, t.createdAt),
  ],
);

export const questaoComentarioReacoes = pgTable(
  'questao_comentario_reacoes',
  {
    id: serial('id').primaryKey(),
    comentarioId: integer('comentario_id')
      .notNull()
      .references(() => questaoComentarios.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['like', 'dislike'] }).notNull(),
  },
  (t) => [
    check('reacoes_tipo', sql`${t.tipo} in ('like', 'dislike')`),
    uniqueIndex('reacoes_comentario_user_uq').on(t.comentarioId, t.userId),
  ],
);

export const questaoReports = pgTable(
  'questao_reports',
  {
    id: serial('id').primaryKey(),
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descricao: text('descricao').notNull(),
    status: text('status', { enum: ['pendente', 'em_analise', 'resolvido', 'rejeitado'] })
      .notNull()
      .default('pendente'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reports_status', sql`${t.status} in ('pendente', 'em_analise', 'resolvido', 'rejeitado')`),
    check('reports_not_blank', sql`length(trim(${t.descricao})) > 0`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_questao_idx').on(t.questaoId),
  ],
);
