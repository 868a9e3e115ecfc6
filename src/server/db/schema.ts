// Tables and columns are named as in SPEC §3. Better Auth's own tables (users, sessions, accounts,
// verifications) are mapped to these names in auth/auth.ts; see docs/decisions/0002-profile-on-auth-user.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgView,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes (uploads). PGlite answers Uint8Array, pg answers Buffer: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

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

const letter = sql`in ('A', 'B', 'C', 'D', 'E')`;

export const questoes = pgTable(
  'questoes',
  {
    id: serial('id').primaryKey(),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    aulaId: integer('aula_id').references(() => aulasDaMateria.id, { onDelete: 'restrict' }),
    enunciado: text('enunciado').notNull(),
    imagemUrl: text('imagem_url'),
    alternativaA: text('alternativa_a').notNull(),
    alternativaB: text('alternativa_b').notNull(),
    alternativaC: text('alternativa_c').notNull(),
    alternativaD: text('alternativa_d').notNull(),
    alternativaE: text('alternativa_e').notNull(),
    respostaCorreta: text('resposta_correta', { enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
  },
  (t) => [
    check('questoes_resposta_correta', sql`${t.respostaCorreta} ${letter}`),
    index('questoes_materia_aula_idx').on(t.materiaId, t.aulaId),
    // The admin list of one matéria, newest first.
    index('questoes_materia_id_idx').on(t.materiaId, t.id),
  ],
);

export const simulados = pgTable(
  'simulados',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materiaId: integer('materia_id')
      .notNull()
      .references(() => materias.id, { onDelete: 'restrict' }),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    nota: doublePrecision('nota').notNull(),
    /** Idempotency key made by the client: a retried save never creates a second simulado. */
    clientKey: uuid('client_key'),
    // Fixed at save time (a simulado never changes afterwards), so the history needs no aggregate.
    questoesRespondidas: integer('questoes_respondidas').notNull().default(0),
    acertos: integer('acertos').notNull().default(0),
  },
  (t) => [
    check('simulados_nota_range', sql`${t.nota} >= 0 and ${t.nota} <= 10`),
    check('simulados_acertos_range', sql`${t.acertos} >= 0 and ${t.acertos} <= ${t.questoesRespondidas}`),
    index('simulados_user_data_idx').on(t.userId, t.data),
    uniqueIndex('simulados_user_client_key_uq').on(t.userId, t.clientKey),
  ],
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
    respondidaEm: timestamp('respondida_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questaoId] }),
    index('questoes_status_user_materia_idx').on(t.userId, t.materiaId),
    // Deleting a questão checks its restricting references (and the admin counts them) by questao_id.
    index('questoes_status_questao_idx').on(t.questaoId),
  ],
);

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

/**
 * Uploaded and served files (avatars re-encoded to WebP, resumo PDFs). Kept in the database so every app
 * process serves them and a database backup holds them; an id is random, so a URL cannot be guessed.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo', { enum: ['avatar', 'resumo_pdf'] }).notNull(),
    /** The owner of an avatar; null for content files. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    dados: bytea('dados').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('arquivos_tipo', sql`${t.tipo} in ('avatar', 'resumo_pdf')`), index('arquivos_user_idx').on(t.userId)],
);

export const resumos = pgTable('resumos', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  url: text('url').notNull(),
  materiaId: integer('materia_id')
    .notNull()
    .unique()
    .references(() => materias.id, { onDelete: 'restrict' }),
  /** The PDF kept by us (served only to subscribers); null when `url` points elsewhere. */
  arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
});

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
  ],
);

/** Every payment a provider told us about: what support reads when a student says "I paid". */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's invoice id (Eduzz `data.id`): one row per invoice. */
    invoiceId: text('invoice_id').notNull(),
    /** The buyer's e-mail, lower-cased; the purchase is applied to the account with this e-mail. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Our plan id (checkout code); null when the invoice matched no plan. */
    planoId: text('plano_id'),
    dias: integer('dias'),
    valorCentavos: integer('valor_centavos'),
    status: text('status', { enum: ['pago', 'reembolsado', 'chargeback'] }).notNull(),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    /** Whether this invoice's days are counted in the user's data_expiracao right now. */
    aplicado: boolean('aplicado').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pagamentos_status', sql`${t.status} in ('pago', 'reembolsado', 'chargeback')`),
    uniqueIndex('pagamentos_provider_invoice_uq').on(t.provider, t.invoiceId),
    index('pagamentos_email_idx').on(t.email),
    index('pagamentos_user_idx').on(t.userId),
  ],
);

/** Each webhook delivery's event id, recorded in the transaction that acts on it: a repeat is a no-op. */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    evento: text('evento').notNull(),
    invoiceId: text('invoice_id'),
    payload: jsonb('payload').notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_eventos_provider_event_uq').on(t.provider, t.eventId)],
);

/** Every change made through the admin API: who, when, which row, and the row before and after. */
export const adminAuditoria = pgTable(
  'admin_auditoria',
  {
    id: serial('id').primaryKey(),
    // Kept when the admin account is later removed: the trail must outlive its author.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao', { enum: ['create', 'update', 'delete'] }).notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
  },
  (t) => [
    check('admin_auditoria_acao', sql`${t.acao} in ('create', 'update', 'delete')`),
    index('admin_auditoria_entidade_idx').on(t.entidade, t.entidadeId),
    index('admin_auditoria_at_idx').on(t.at),
  ],
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
