import { and, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import {
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
 * folded here. The export (exportacao-questoes) applies the same filters.
 */
export async function filterCondition(db: Reader, query: Omit<AdminQuestoesQuery, 'page'>) {
  const { moduloId, materiaId, aulaId, q } = query;
  const parts: SQL[] = [...sourceConditions(query)];
  if (moduloId !== undefined) parts.push(eq(materias.moduloId, moduloId));
  if (materiaId !== undefined) parts.push(eq(questoes.materiaId, materiaId));
  if (aulaId !== undefined) parts.push(eq(questoes.aulaId, aulaId));
  const folded = foldSearch(q);
  if (folded) {
    const byName = (await db.select({ id: materias.id, nome: materias.nome }).from(materias))
      .filter((m) => foldSearch(m.nome).includes(folded))
      .map((m) => m.id);
    const inStatement = inArray(
      questoes.id,
      db
        .select({ id: questoesBusca.questaoId })
        .from(questoesBusca)
        .where(like(questoesBusca.busca, containsPattern(folded))),
    );
    parts.push(byName.length > 0 ? or(inStatement, inArray(questoes.materiaId, byName))! : inStatement);
  }
  return { where: parts.length === 0 ? undefined : and(...parts), searching: Boolean(folded) };
}

/** How many questions the filters keep. */
export function countMatches(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * A search's page and total from one pass over its matches: the matching ids are gathered once (the
 * trigram candidates rechecked against the folded text), counted, and the page's twenty ids taken from
 * them, newest first, before any statement is read. Without a search the page walks the (materia_id, id)
 * or primary-key index backwards and stops after its rows, so it runs beside the count instead.
 */
async function searchPage(db: Db, where: SQL | undefined, offset: number) {
  const matches = db
    .$with('matches')
    .as(
      db
        .select({ id: questoes.id })
        .from(questoes)
        .innerJoin(materias, eq(materias.id, questoes.materiaId))
        .where(where),
    );
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
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatches(db, where));
  return { itens: rows.map(({ total: _total, ...questao }) => questao), total };
}

/** One page of questions, newest first, and how many match in all. */
export async function listQuestoes(db: Db, query: AdminQuestoesQuery): Promise<AdminQuestoesPage> {
  const { where, searching } = await filterCondition(db, query);
  const offset = (query.page - 1) * QUESTOES_PAGE_SIZE;
  if (searching) return { ...(await searchPage(db, where, offset)), page: query.page, pageSize: QUESTOES_PAGE_SIZE };
  // Two pooled connections on PostgreSQL.
  const [itens, total] = await Promise.all([
    fromQuestoes(db).where(where).orderBy(desc(questoes.id)).limit(QUESTOES_PAGE_SIZE).offset(offset),
    countMatches(db, where),
  ]);
  return { itens, total, page: query.page, pageSize: QUESTOES_PAGE_SIZE };
}

/** One question with its matéria, módulo and aula, or 404. */
export async function getQuestao(db: Reader, id: number): Promise<AdminQuestao> {
  const [row] = await fromQuestoes(db).where(eq(questoes.id, id));
  if (!row) throw new AppError('QUESTAO_NOT_FOUND');
  return row;
}
