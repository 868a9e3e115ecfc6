/**
 * Who signs in, and who they are: Better Auth's own tables (users, sessions, accounts, verifications),
 * with the profile fields of SPEC §3 `users` on the user row, and the fixed-window counters of the auth
 * rate limit. The editais and unidades a profile points at live here rather than in the catalogue because
 * users references them: this file imports no other domain, and every other domain may stand on it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const editais = pgTable('editais', {
  id: serial('id').primaryKey(),
  numero: text('numero').notNull().unique(),
  descricao: text('descricao'),
  ativo: boolean('ativo').notNull().default(true),
});

export const unidades = pgTable('unidades', {
  id: serial('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/** The Better Auth user, carrying the profile fields of SPEC §3 `users`. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    whatsapp: text('whatsapp'),
    avatarUrl: text('avatar_url'),
    editalId: integer('edital_id').references(() => editais.id, { onDelete: 'set null' }),
    unidadeId: integer('unidade_id').references(() => unidades.id, { onDelete: 'set null' }),
    qra: text('qra'),
    showInRanking: boolean('show_in_ranking').notNull().default(true),
    dataExpiracao: timestamp('data_expiracao', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Secret of the student's private iCalendar feed (/api/calendario/{token}.ics); null until first asked. */
    calendarioToken: text('calendario_token').unique(),
    /**
     * What the admin Alunos search looks in: nome, email, QRA and WhatsApp, lower-cased and without accents,
     * kept by PostgreSQL itself. Folding once on write instead of per row per search keeps a search of
     * tens of thousands of users within its budget (services/admin/alunos/list-alunos.ts).
     */
    busca: text('busca').generatedAlwaysAs(
      sql.raw(
        `translate(lower(nome || ' ' || email || ' ' || coalesce(qra, '') || ' ' || coalesce(whatsapp, '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')`,
      ),
    ),
  },
  (t) => [
    check('users_whatsapp_digits', sql`${t.whatsapp} is null or ${t.whatsapp} ~ '^[0-9]{10,11}$'`),
    index('users_edital_idx').on(t.editalId),
    // The admin Alunos list, by name.
    index('users_nome_idx').on(t.nome, t.id),
    // A search over the cap lists its matches newest sign-up first: walked backwards, with busca in it, it
    // is read without the table (an index-only scan: services/admin/alunos/list-alunos.ts, decision 0064).
    index('users_cadastro_idx').on(t.createdAt, t.id, t.busca),
    // The overview's subscriptions that end later today (issue 34 §5; the later days are in expiracoes_dias).
    index('users_data_expiracao_idx').on(t.dataExpiracao),
    // E-mail addresses are one account whatever their case.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters for the auth rate limit; kept in the database so app processes stay stateless. */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
