/**
 * Answering questions: each simulado and its answers, every student's latest answer to each question
 * (questoes_status), the per-question counts of what students chose, the FSRS review cards, and the
 * sessions the server hands out for timed and printed simulados with the answers received in them.
 * It stands on accounts and the catalogue.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cadernos } from './cadernos.js';
import { materias, questoes } from './catalogue.js';
import { letter } from './columns.js';

export const simulados = pgTable(
  'simulados',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only for a review session ('revisao'), whose questions come from any subject. */
    materiaId: integer('materia_id').references(() => materias.id, { onDelete: 'restrict' }),
    /**
     * 'padrao': a simulado of one subject (also one graded from a printed gabarito); 'revisao': due review
     * cards; 'caderno': a student's caderno played whole (issue 33 §6), from any subject.
     */
    tipo: text('tipo', { enum: ['padrao', 'revisao', 'caderno'] })
      .notNull()
      .default('padrao'),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    nota: doublePrecision('nota').notNull(),
    /** Idempotency key made by the client: a retried save never creates a second simulado. */
    clientKey: uuid('client_key'),
    // Fixed at save time (a simulado never changes afterwards), so the history needs no aggregate.
    questoesRespondidas: integer('questoes_respondidas').notNull().default(0),
    acertos: integer('acertos').notNull().default(0),
    /** Hits without a peek (issue 27 §2): what every figure outside the simulado's own grade counts. */
    acertosSemEspiar: integer('acertos_sem_espiar').notNull().default(0),
    /** A timed simulado: when the server handed out the questions and its deadline (null: no limit). */
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }),
    prazo: timestamp('prazo', { withTimezone: true }),
    /** Answers of a timed simulado conferred after the deadline: left out of the grade and the records. */
    foraDoPrazo: integer('fora_do_prazo').notNull().default(0),
    /** 'Uma errada anula uma certa' (Cebraspe), chosen for a Certo/Errado simulado: shown beside the nota. */
    cebraspe: boolean('cebraspe').notNull().default(false),
    /** The caderno a 'caderno' simulado played (null once the caderno is deleted). */
    cadernoId: integer('caderno_id').references(() => cadernos.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('simulados_nota_range', sql`${t.nota} >= 0 and ${t.nota} <= 10`),
    check('simulados_acertos_range', sql`${t.acertos} >= 0 and ${t.acertos} <= ${t.questoesRespondidas}`),
    check(
      'simulados_acertos_sem_espiar_range',
      sql`${t.acertosSemEspiar} >= 0 and ${t.acertosSemEspiar} <= ${t.acertos}`,
    ),
    check('simulados_tipo', sql`${t.tipo} in ('padrao', 'revisao', 'caderno')`),
    check('simulados_materia_or_revisao', sql`${t.materiaId} is not null or ${t.tipo} in ('revisao', 'caderno')`),
    // The history's pages in each order (and the dashboard's last simulados) walk one of these, id last
    // as the tie-break, so a deep page reads no sort of the student's whole history.
    index('simulados_user_data_idx').on(t.userId, t.data, t.id),
    // (DESC is NULLS FIRST, as ORDER BY ... DESC means it: the planner matches the nulls order too.)
    index('simulados_user_maior_nota_idx').on(t.userId, t.nota, t.data, t.id),
    index('simulados_user_menor_nota_idx').on(t.userId, t.nota, t.data.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('simulados_user_client_key_uq').on(t.userId, t.clientKey),
  ],
);

/**
 * A student's simulados summed per subject (one row with a null subject for the review sessions), kept
 * exactly by statement triggers on simulados (migration simulados_totais): the dashboard's averages and
 * ring and the history's summary cards read these few rows instead of aggregating thousands of simulados.
 * Sums of grades are numeric, so adding and taking out simulados never drifts.
 */
export const simuladosTotais = pgTable(
  'simulados_totais',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the student's review sessions ('revisao'). */
    materiaId: integer('materia_id').references(() => materias.id, { onDelete: 'cascade' }),
    simulados: integer('simulados').notNull().default(0),
    somaNota: numeric('soma_nota').notNull().default('0'),
    /** Sum of each simulado's 'nota sem espiar' as computeNota rounds it (0 for a simulado with no answer). */
    somaNotaSemEspiar: numeric('soma_nota_sem_espiar').notNull().default('0'),
    /** Simulados whose 'nota sem espiar' reaches NOTA_APROVEITADA (the history's aproveitamento). */
    aproveitados: integer('aproveitados').notNull().default(0),
    questoesRespondidas: integer('questoes_respondidas').notNull().default(0),
    acertosSemEspiar: integer('acertos_sem_espiar').notNull().default(0),
  },
  (t) => [unique('simulados_totais_user_materia_uq').on(t.userId, t.materiaId).nullsNotDistinct()],
);

export const respostasUsuario = pgTable(
  'respostas_usuario',
  {
    id: serial('id').primaryKey(),
    simuladoId: integer('simulado_id')
      .notNull()
      .references(() => simulados.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'restrict' }),
    resposta: text('resposta', { enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
    correta: boolean('correta').notNull(),
    /** The student peeked (Espiar) at this question's answer before conferring. */
    espiada: boolean('espiada').notNull().default(false),
  },
  (t) => [
    check('respostas_resposta', sql`${t.resposta} ${letter}`),
    index('respostas_simulado_idx').on(t.simuladoId),
    index('respostas_questao_idx').on(t.questaoId),
  ],
);

/**
 * The latest answer of each user to each question, kept in step with respostas_usuario by the save and
 * clear-history services (same transactions). It makes the nao_resolvidas/acertei/errei filters a
 * primary-key join instead of a scan of the user's whole answer history.
 */
export const questoesStatus = pgTable(
  'questoes_status',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'restrict' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    correta: boolean('correta').notNull(),
    /** The latest answer came after a peek: not a hit anywhere but its simulado's own grade (issue 27 §2). */
    espiada: boolean('espiada').notNull().default(false),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }).notNull(),
    /**
     * The letter of the student's first unpeeked answer, as counted in questao_estatisticas, and when it
     * was counted (so clearing the history takes it back out, unless the counts were reset since).
     */
    primeiraResposta: text('primeira_resposta', { enum: ['A', 'B', 'C', 'D', 'E'] }),
    primeiraEm: timestamp('primeira_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questaoId] }),
    index('questoes_status_user_materia_idx').on(t.userId, t.materiaId),
    // Deleting a questão checks its restricting references (and the admin counts them) by questao_id.
    index('questoes_status_questao_idx').on(t.questaoId),
  ],
);

/**
 * motivosSuspeita's thresholds (SUSPEITA_MIN_RESPOSTAS and SUSPEITA_ACERTO_MAX in
 * shared/rules/estatisticas.ts) as the generated column below and migration 0021 keep them: db/ imports
 * only db/, so they are written here, and routes/admin/suspeitas-contagem.test.ts holds them equal.
 */
export const SUSPEITA_COLUNA = { minRespostas: 30, acertoMaxPercent: 20 } as const;

const outras = (l: string) => `case when resposta_correta <> '${l}' then marcadas_${l.toLowerCase()} else 0 end`;
/**
 * motivosSuspeita (shared/rules/estatisticas.ts) over one questao_estatisticas row: at least 30 first
 * answers, and under 20 % right or a wrong letter chosen more often than the key's. SQL text, as a
 * generated column's expression may only name the row's own columns.
 */
const suspeitaRule = `resposta_correta is not null and respostas >= ${SUSPEITA_COLUNA.minRespostas} and (
  acertos * 100 < ${SUSPEITA_COLUNA.acertoMaxPercent} * respostas
  or greatest(${['A', 'B', 'C', 'D', 'E'].map(outras).join(', ')}) > case resposta_correta
    when 'A' then marcadas_a when 'B' then marcadas_b when 'C' then marcadas_c when 'D' then marcadas_d
    else marcadas_e end)`;

/**
 * What students chose per question (issue 27 §1): one row per question, a count per letter, over each
 * student's first unpeeked answer. Kept in the save transaction, written in questao_id order.
 */
export const questaoEstatisticas = pgTable(
  'questao_estatisticas',
  {
    questaoId: integer('questao_id')
      .primaryKey()
      .references(() => questoes.id, { onDelete: 'cascade' }),
    respostas: integer('respostas').notNull().default(0),
    acertos: integer('acertos').notNull().default(0),
    marcadasA: integer('marcadas_a').notNull().default(0),
    marcadasB: integer('marcadas_b').notNull().default(0),
    marcadasC: integer('marcadas_c').notNull().default(0),
    marcadasD: integer('marcadas_d').notNull().default(0),
    marcadasE: integer('marcadas_e').notNull().default(0),
    /** Set when an admin corrected the answer key: the counts start again from this moment. */
    recontadasDesde: timestamp('recontadas_desde', { withTimezone: true }),
    /**
     * A copy of questoes.resposta_correta, so that 'Questões suspeitas' is decided from this row alone
     * (decision 0062). Kept by triggers (migration 0021): set when the row is first inserted (a question's
     * first answer ever) and when an admin changes the key. Null only inside the inserting statement.
     */
    respostaCorreta: text('resposta_correta', { enum: ['A', 'B', 'C', 'D', 'E'] }),
    /**
     * The rule of shared/rules/estatisticas.ts (motivosSuspeita), kept by PostgreSQL on every write of the
     * counts: the overview counts and the list pages through the partial index below, never the whole bank.
     */
    suspeita: boolean('suspeita').notNull().generatedAlwaysAs(sql.raw(suspeitaRule)),
  },
  (t) => [
    check('questao_estatisticas_counts', sql`${t.acertos} >= 0 and ${t.acertos} <= ${t.respostas}`),
    // Questions by how many answered (the list used to start here; left as it was, decision 0062).
    index('questao_estatisticas_respostas_idx').on(t.respostas),
    // 'Questões suspeitas' and the overview's count read only the suspect questions.
    index('questao_estatisticas_suspeitas_idx')
      .on(t.respostas, t.questaoId)
      .where(sql`${t.suspeita}`),
  ],
);

/** A student's FSRS review card for one question (issue 27 §3); the fields are ts-fsrs' Card. */
export const revisaoCartoes = pgTable(
  'revisao_cartoes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id')
      .notNull()
      .references(() => questoes.id, { onDelete: 'cascade' }),
    /**
     * The question's subject, as questoes_status keeps it (written by the save, moved with the question by
     * an admin): which cards a student may practise depends on the subject (theoretical, free), and
     * reading it here spares a lookup into the whole bank for every card (docs/decisions/0049). No
     * foreign key of its own: the question's (cascade) and the question's subject (restrict) already
     * hold it, and a check per card written would cost every save.
     */
    materiaId: integer('materia_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** 'Não revisar mais esta questão': kept (so a later mistake does not bring it back) but never due. */
    removido: boolean('removido').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questaoId] }),
    // The due queue: a student's live cards, oldest due first.
    index('revisao_cartoes_due_idx')
      .on(t.userId, t.due)
      .where(sql`not ${t.removido}`),
    index('revisao_cartoes_questao_idx').on(t.questaoId),
    // The live cards per subject: the review summary counts them without reading a card's row.
    index('revisao_cartoes_materia_idx')
      .on(t.userId, t.materiaId)
      .where(sql`not ${t.removido}`),
  ],
);

/**
 * A simulado handed out by the server with something to hold it to (issue 27 §4 and §6): a timed one
 * (its deadline) or a printed one (its questions in the printed order, for 'Corrigir gabarito').
 */
export const simuladoSessoes = pgTable(
  'simulado_sessoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['cronometrado', 'impresso'] }).notNull(),
    questaoIds: integer('questao_ids').array().notNull(),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true }).notNull().defaultNow(),
    prazo: timestamp('prazo', { withTimezone: true }),
    /** The simulado this session was saved as (a session is saved once). */
    simuladoId: integer('simulado_id').references(() => simulados.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('simulado_sessoes_tipo', sql`${t.tipo} in ('cronometrado', 'impresso')`),
    index('simulado_sessoes_user_idx').on(t.userId, t.iniciadaEm),
  ],
);

/** When the server received each conferred answer of a timed session: the deadline is judged on this. */
export const simuladoSessaoRespostas = pgTable(
  'simulado_sessao_respostas',
  {
    sessaoId: uuid('sessao_id')
      .notNull()
      .references(() => simuladoSessoes.id, { onDelete: 'cascade' }),
    questaoId: integer('questao_id').notNull(),
    resposta: text('resposta', { enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
    espiada: boolean('espiada').notNull().default(false),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessaoId, t.questaoId] })],
);
