import { and, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import {
  QUESTOES_BUSCA_CAP,
  QUESTOES_PAGE_SIZE,
  type AdminQuestao,
  type AdminQuestoesPage,
  type AdminQuestoesQuery,
} from '../../../../shared/schemas/admin-questoes.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, bancas, materias, modulos, questoes, questoesBusca } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { containsPattern, foldSearch } from './fold-search.js';

type Reader = Pick<Db, 'select'>;

const columns = {
  id: questoes.id,
  moduloId: materias.moduloId,
  moduloNome: modulos.nome,
  materiaId: questoes.materiaId,
  materiaNome: materias.nome,
  aulaId: questoes.aulaId,
  aulaTitulo: aulasDaMateria.titulo,
  enunciado: questoes.enunciado,
  imagemUrl: questoes.imagemUrl,
  alternativaA: questoes.alternativaA,
  alternativaB: questoes.alternativaB,
  alternativaC: questoes.alternativaC,
  alternativaD: questoes.alternativaD,
  alternativaE: questoes.alternativaE,
  respostaCorreta: questoes.respostaCorreta,
  tipo: questoes.tipo,
  comentario: questoes.comentario,
  bancaId: questoes.bancaId,
  bancaNome: bancas.nome,
  orgao: questoes.orgao,
  ano: questoes.ano,
  cargo: questoes.cargo,
  anulada: questoes.anulada,
  anuladaNota: questoes.anuladaNota,
  desatualizada: questoes.desatualizada,
};

/** questoes joined to the matéria and módulo they belong to, and to their aula if any (the export reads it too). */
export function fromQuestoes(db: Reader) {
  return db
    .select(columns)
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(aulasDaMateria, eq(aulasDaMateria.id, questoes.aulaId))
    .leftJoin(bancas, eq(bancas.id, questoes.bancaId));
}

/** Issue 33's filters: banca (questoes_banca_idx), ano, origem (provas or inéditas), tipo and situação. */
function sourceConditions({ bancaId, ano, origem, tipo, situacao }: Omit<AdminQuestoesQuery, 'page'>): SQL[] {
  const parts: SQL[] = [];
  if (bancaId !== undefined) parts.push(eq(questoes.bancaId, bancaId));
  if (ano !== undefined) parts.push(eq(questoes.ano, ano));
  if (origem === 'provas') parts.push(isNotNull(questoes.bancaId));
  if (origem === 'ineditas') parts.push(isNull(questoes.bancaId));
  if (tipo !== undefined) parts.push(eq(questoes.tipo, tipo));
  if (situacao === 'anuladas') parts.push(eq(questoes.anulada, true));
  if (situacao === 'desatualizadas') parts.push(eq(questoes.desatualizada, true));
  return parts;
}

/**
 * The filters as one condition, and whether it searches. The search looks for the folded text in the
 * statement as questoes_busca keeps it folded (migration 0012; its trigram index serves it where pg_trgm
 * exists) or among the questions of the matérias whose folded name contains it — those few names are
 * folded here. The export (exportacao-questoes) applies the same filters. `filtros` is the condition
 * without the search, and `busca` the search's LIKE pattern and matérias, for a page walked newest first
 * (walkedPage).
 */
export async function filterCondition(db: Reader, query: Omit<AdminQuestoesQuery, 'page'>) {
  const { moduloId, materiaId, aulaId, q } = query;
  const parts: SQL[] = [...sourceConditions(query)];
  if (moduloId !== undefined) parts.push(eq(materias.moduloId, moduloId));
  if (materiaId !== undefined) parts.push(eq(questoes.materiaId, materiaId));
  if (aulaId !== undefined) parts.push(eq(questoes.aulaId, aulaId));
  const filtros = parts.length === 0 ? undefined : and(...parts);
  const folded = foldSearch(q);
  if (!folded) return { where: filtros, searching: false, filtros, busca: null };
  const busca = {
    pattern: containsPattern(folded),
    byName: (await db.select({ id: materias.id, nome: materias.nome }).from(materias))
      .filter((m) => foldSearch(m.nome).includes(folded))
      .map((m) => m.id),
  };
  const inStatement = inArray(
    questoes.id,
    db.select({ id: questoesBusca.questaoId }).from(questoesBusca).where(like(questoesBusca.busca, busca.pattern)),
  );
  parts.push(busca.byName.length > 0 ? or(inStatement, inArray(questoes.materiaId, busca.byName))! : inStatement);
  return { where: and(...parts), searching: true, filtros, busca };
}

/** How many questions the filters keep; at most `limit` of them when it is given. */
export function countMatches(db: Db, where: SQL | undefined, limit?: number) {
  const matching = db
    .select({ id: questoes.id })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where);
  const counted = (limit === undefined ? matching : matching.limit(limit)).as('counted');
  return db
    .select({ n: count() })
    .from(counted)
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * How many questions, newest first, a search over the cap reads for its page before it gives up on the
 * walk and sorts all its matches instead: each is a (materia_id, id) or primary-key index entry and its
 * folded statement, so 50,000 are some 50 ms. The 50th page (1,000 matches) is found when one question in
 * 50 matches among them, the first page when one in 2,500 does.
 */
export const QUESTOES_BUSCA_WALK_ROWS = 50_000;

export interface ListQuestoesOptions {
  /** Matches counted exactly up to this many (a multiple of QUESTOES_PAGE_SIZE); lowered in tests. */
  cap?: number;
  /** Questions read newest first for a page of a search over the cap (QUESTOES_BUSCA_WALK_ROWS). */
  walkRows?: number;
}

/**
 * A search's page and total from one pass over its matches: the matching ids are gathered once (the
 * trigram candidates rechecked against the folded text), at most `limit` of them, counted, and the page's
 * twenty ids taken from them, newest first, before any statement is read. The page is the search's page
 * only when every match was gathered (fewer than `limit`, or no limit).
 */
async function gatheredPage(db: Db, where: SQL | undefined, offset: number, limit: number | null) {
  const gathered = db
    .select({ id: questoes.id })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where);
  const matches = db.$with('matches').as(limit === null ? gathered : gathered.limit(limit));
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ pageId: matches.id })
        .from(matches)
        .orderBy(desc(matches.id))
        .limit(QUESTOES_PAGE_SIZE)
        .offset(offset),
    );
  const rows = await db
    .with(matches, pageIds)
    .select({ ...columns, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(questoes, eq(questoes.id, pageIds.pageId))
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(aulasDaMateria, eq(aulasDaMateria.id, questoes.aulaId))
    .leftJoin(bancas, eq(bancas.id, questoes.bancaId))
    .orderBy(desc(questoes.id));
  // A page past the last one has no row to carry the total.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatches(db, where, limit ?? undefined));
  return { itens: rows.map(({ total: _total, ...questao }) => questao), total };
}

interface Busca {
  pattern: string;
  byName: number[];
}

/**
 * A page of a search with more matches than the cap: the filtered questions walked newest first along the
 * (materia_id, id) or primary-key index, at most `walkRows` of them, each kept if its folded statement
 * (questoes_busca, by its key) holds the search or its matéria's name does; the walk stops as soon as the
 * page is full. It reads about (offset + page) ÷ the share of questions that match, whatever the size of
 * the bank. Fewer rows than a page means the walk ran out first: null.
 */
async function walkedPage(db: Db, filtros: SQL | undefined, busca: Busca, offset: number, walkRows: number) {
  const walk = db.$with('walk').as(
    db
      .select({ id: questoes.id, materiaId: sql<number>`${questoes.materiaId}`.as('walk_materia_id') })
      .from(questoes)
      .innerJoin(materias, eq(materias.id, questoes.materiaId))
      .where(filtros)
      .orderBy(desc(questoes.id))
      .limit(walkRows),
  );
  const inStatement = like(questoesBusca.busca, busca.pattern);
  const pageIds = db.$with('page_ids').as(
    db
      .select({ pageId: walk.id })
      .from(walk)
      .innerJoin(questoesBusca, eq(questoesBusca.questaoId, walk.id))
      .where(busca.byName.length > 0 ? or(inStatement, inArray(walk.materiaId, busca.byName)) : inStatement)
      .orderBy(desc(walk.id))
      .limit(QUESTOES_PAGE_SIZE)
      .offset(offset),
  );
  const rows = await fromQuestoes(db.with(walk, pageIds))
    .innerJoin(pageIds, eq(pageIds.pageId, questoes.id))
    .orderBy(desc(questoes.id));
  return rows.length === QUESTOES_PAGE_SIZE ? rows : null;
}

/**
 * A search counts its matches exactly up to the cap (decision 0064): at most cap + 1 are gathered, so a
 * search that matches much of the bank costs the same at any size of it. Up to the cap, the page and the
 * exact total come from those matches, as before. Over it, the total is the cap with `totalLimitado`, a
 * page past the cap is refused with a 400, and the page, still the newest matches first, is walked
 * (walkedPage) or, if the walk runs out, taken from every match sorted.
 */
async function searchPage(
  db: Db,
  { where, filtros, busca }: { where: SQL | undefined; filtros: SQL | undefined; busca: Busca },
  offset: number,
  { cap, walkRows }: Required<ListQuestoesOptions>,
) {
  const upToCap = await gatheredPage(db, where, offset, cap + 1);
  if (upToCap.total <= cap) return { ...upToCap, totalLimitado: false };
  if (offset + QUESTOES_PAGE_SIZE > cap) throw new AppError('QUESTOES_BUSCA_ALEM_DO_LIMITE');
  const itens =
    (await walkedPage(db, filtros, busca, offset, walkRows)) ?? (await gatheredPage(db, where, offset, null)).itens;
  return { itens, total: cap, totalLimitado: true };
}

/** One page of questions, newest first, and how many match in all (a search: up to the cap). */
export async function listQuestoes(
  db: Db,
  query: AdminQuestoesQuery,
  { cap = QUESTOES_BUSCA_CAP, walkRows = QUESTOES_BUSCA_WALK_ROWS }: ListQuestoesOptions = {},
): Promise<AdminQuestoesPage> {
  const { where, filtros, busca } = await filterCondition(db, query);
  const offset = (query.page - 1) * QUESTOES_PAGE_SIZE;
  const pageOf = { page: query.page, pageSize: QUESTOES_PAGE_SIZE };
  if (busca) return { ...(await searchPage(db, { where, filtros, busca }, offset, { cap, walkRows })), ...pageOf };
  // Without a search the page walks the (materia_id, id) or primary-key index backwards and stops after its
  // rows, so it runs beside the count, on two pooled connections on PostgreSQL.
  const [itens, total] = await Promise.all([
    fromQuestoes(db).where(where).orderBy(desc(questoes.id)).limit(QUESTOES_PAGE_SIZE).offset(offset),
    countMatches(db, where),
  ]);
  return { itens, total, totalLimitado: false, ...pageOf };
}

/** One question with its matéria, módulo and aula, or 404. */
export async function getQuestao(db: Reader, id: number): Promise<AdminQuestao> {
  const [row] = await fromQuestoes(db).where(eq(questoes.id, id));
  if (!row) throw new AppError('QUESTAO_NOT_FOUND');
  return row;
}
