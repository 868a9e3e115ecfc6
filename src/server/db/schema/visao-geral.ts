/**
 * The admin overview's kept figures (issue 34 §5): counters per São Paulo day, kept by triggers in the
 * transaction of each write they count (migration visao_geral), so the overview reads a few hundred rows
 * whatever the number of students. It stands on accounts only.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** How many rows each day's counters are spread over, so concurrent saves do not queue on one row. */
export const VISAO_GERAL_PARTES = 8;

/**
 * Per São Paulo day and part (a hash of the student's id, 0 to VISAO_GERAL_PARTES - 1): accounts created,
 * students active (in atividade_alunos), simulados saved by their `data`, and payments and refunds of
 * pagamentos by the day they were paid and cancelled. A day's figure is the sum of its parts.
 */
export const visaoGeralDias = pgTable(
  'visao_geral_dias',
  {
    dia: date('dia').notNull(),
    parte: smallint('parte').notNull(),
    novosAlunos: integer('novos_alunos').notNull().default(0),
    alunosAtivos: integer('alunos_ativos').notNull().default(0),
    simulados: integer('simulados').notNull().default(0),
    pagamentos: integer('pagamentos').notNull().default(0),
    pagamentosCentavos: bigint('pagamentos_centavos', { mode: 'number' }).notNull().default(0),
    reembolsos: integer('reembolsos').notNull().default(0),
    reembolsosCentavos: bigint('reembolsos_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dia, t.parte] }),
    check('visao_geral_dias_parte', sql`${t.parte} >= 0 and ${t.parte} < ${sql.raw(String(VISAO_GERAL_PARTES))}`),
  ],
);

/**
 * Who was active which São Paulo day: a student who saved a simulado (its `data`) or a nota (its
 * `criada_em`) that day, with how many of those rows stand behind it; the row goes when the last one does.
 */
export const atividadeAlunos = pgTable(
  'atividade_alunos',
  {
    dia: date('dia').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registros: integer('registros').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.userId] })],
);

/** How many accounts' subscriptions end (users.data_expiracao) on each São Paulo day. */
export const expiracoesDias = pgTable('expiracoes_dias', {
  dia: date('dia').primaryKey(),
  alunos: integer('alunos').notNull().default(0),
});
