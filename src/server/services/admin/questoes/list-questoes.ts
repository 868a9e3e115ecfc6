import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  QUESTOES_PAGE_SIZE,
  type AdminQuestao,
  type AdminQuestoesPage,
  type AdminQuestoesQuery,
} from '../../../../shared/schemas/admin-questoes.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, materias, modulos, questoes } from '../../../db/schema.js';
import { questaoBuscaSql } from '../../../db/search-expressions.js';
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
};

/** questoes joined to the matéria and módulo they belong to, and to their aula if any. */
function fromQuestoes(db: Reader) {
  return db
    .select(columns)
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(aulasDaMateria, eq(aulasDaMateria.id, questoes.aulaId));
}

/**
 * The filters as one condition. The search looks for the folded text in the folded statement
 * (bizu_fold_html, migration 0008; its trigram index serves it where pg_trgm exists) or among the questions
 * of the matérias whose folded name contains it — those few names are folded here.
 */
async function filterCondition(db: Reader, { moduloId, materiaId, aulaId, q }: AdminQuestoesQuery) {
  const parts: SQL[] = [];
  if (moduloId !== undefined) parts.push(eq(materias.moduloId, moduloId));
  if (materiaId !== undefined) parts.push(eq(questoes.materiaId, materiaId));
  if (aulaId !== undefined) parts.push(eq(questoes.aulaId, aulaId));
  const folded = foldSearch(q);
  if (folded) {
    const byName = (await db.select({ id: materias.id, nome: materias.nome }).from(materias))
      .filter((m) => foldSearch(m.nome).includes(folded))
      .map((m) => m.id);
    const inStatement = sql`${questaoBuscaSql} like ${containsPattern(folded)}`;
    parts.push(byName.length > 0 ? or(inStatement, inArray(questoes.materiaId, byName))! : inStatement);
  }
  return parts.length === 0 ? undefined : and(...parts);
}

/**
 * One page of questions, newest first, and how many match in all. The page and the count run side by
 * side (two pooled connections on PostgreSQL).
 */
export async function listQuestoes(db: Db, query: AdminQuestoesQuery): Promise<AdminQuestoesPage> {
  const where = await filterCondition(db, query);
  const offset = (query.page - 1) * QUESTOES_PAGE_SIZE;
  const pageRows = fromQuestoes(db).where(where).orderBy(desc(questoes.id)).limit(QUESTOES_PAGE_SIZE).offset(offset);
  const countRows = db
    .select({ n: count() })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);

  const [itens, total] = await Promise.all([pageRows, countRows]);
  return { itens, total, page: query.page, pageSize: QUESTOES_PAGE_SIZE };
}

/** One question with its matéria, módulo and aula, or 404. */
export async function getQuestao(db: Reader, id: number): Promise<AdminQuestao> {
  const [row] = await fromQuestoes(db).where(eq(questoes.id, id));
  if (!row) throw new AppError('QUESTAO_NOT_FOUND');
  return row;
}
