import { count, eq, sql } from 'drizzle-orm';
import {
  LETRAS,
  questaoAdminMessages,
  questaoEmUsoMessage,
  type AdminQuestao,
  type Letra,
  type QuestaoInput,
} from '../../../../shared/schemas/admin-questoes.js';
import { questaoFonteMessages } from '../../../../shared/schemas/admin-questao-fonte.js';
import type { Db } from '../../../db/client.js';
import {
  aulasDaMateria,
  bancas,
  materias,
  questaoComentarios,
  questaoEstatisticas,
  questaoReports,
  questoes,
  questoesStatus,
  respostasUsuario,
} from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { freeImagens, imagensLigadas, syncQuestaoImagens } from '../../imagens/questao-imagem.js';
import { moveQuestaoDesempenho } from '../../ranking/desempenho-materias.js';
import { moveReviewCards } from '../../revisao/move-cartoes.js';
import { recordAudit } from '../audit.js';
import { isForeignKeyViolation } from '../unique-violation.js';
import { getQuestao } from './list-questoes.js';
import { sanitizeQuestionHtml, showsNothing } from './sanitize-question-html.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type QuestaoRow = typeof questoes.$inferInsert;

const alternativaKey = (letra: Letra) => `alternativa${letra}` as const;

/**
 * The question as it is stored: statement and alternatives through the server's HTML allow-list. What
 * the allow-list empties (a statement that was only a script) is refused like a missing field.
 */
async function toStoredRow(input: QuestaoInput): Promise<Omit<QuestaoRow, 'id'>> {
  const enunciado = await sanitizeQuestionHtml(input.enunciado);
  if (showsNothing(enunciado)) {
    const message = questaoAdminMessages.enunciadoVazioAposLimpeza;
    throw new AppError('INVALID_INPUT', { enunciado: message }, message);
  }
  const alternativas = {} as Record<ReturnType<typeof alternativaKey>, string | null>;
  for (const letra of LETRAS) {
    const key = alternativaKey(letra);
    const texto = input[key];
    // The schema left null the letters the question's kind has no place for.
    const clean = texto === null ? null : await sanitizeQuestionHtml(texto);
    if (clean !== null && showsNothing(clean)) {
      const message = questaoAdminMessages.alternativaVaziaAposLimpeza(letra);
      throw new AppError('INVALID_INPUT', { [key]: message }, message);
    }
    alternativas[key] = clean;
  }
  // The explanation passes the statement's allow-list; one that shows nothing is no explanation.
  const comentario = input.comentario === null ? null : await sanitizeQuestionHtml(input.comentario);
  return {
    materiaId: input.materiaId,
    aulaId: input.aulaId,
    tipo: input.tipo,
    enunciado,
    imagemUrl: input.imagemUrl,
    ...alternativas,
    respostaCorreta: input.respostaCorreta,
    comentario: comentario === null || showsNothing(comentario) ? null : comentario,
    bancaId: input.bancaId,
    orgao: input.orgao,
    ano: input.ano,
    cargo: input.cargo,
    anulada: input.anulada,
    anuladaNota: input.anuladaNota,
    desatualizada: input.desatualizada,
  };
}

/**
 * The matéria must exist and be teórica (questions are for simulados), the aula must be one of its own,
 * and the banca must exist (an inactive one still may: it only leaves the form's list). The banca is
 * read with a key-share lock, so deleting it waits for this question or sees it.
 */
export async function checkPlacement(
  tx: Tx,
  { materiaId, aulaId = null, bancaId = null }: Pick<QuestaoRow, 'materiaId' | 'aulaId' | 'bancaId'>,
): Promise<void> {
  if (bancaId !== null) {
    const [banca] = await tx.select({ id: bancas.id }).from(bancas).where(eq(bancas.id, bancaId)).for('key share');
    if (!banca)
      throw new AppError(
        'INVALID_INPUT',
        { bancaId: questaoFonteMessages.bancaInvalida },
        questaoFonteMessages.bancaInvalida,
      );
  }
  const [materia] = await tx.select({ tipo: materias.tipo }).from(materias).where(eq(materias.id, materiaId));
  if (!materia) throw new AppError('MATERIA_NOT_FOUND');
  if (materia.tipo !== 'teorica')
    throw new AppError('QUESTAO_MATERIA_PRATICA', { materiaId: questaoAdminMessages.materiaPratica });
  if (aulaId === null) return;
  const [aula] = await tx
    .select({ materiaId: aulasDaMateria.materiaId })
    .from(aulasDaMateria)
    .where(eq(aulasDaMateria.id, aulaId));
  if (!aula || aula.materiaId !== materiaId) {
    throw new AppError('QUESTAO_AULA_FORA_DA_MATERIA', { aulaId: questaoAdminMessages.aulaForaDaMateria });
  }
}

export async function createQuestao({ db, adminUserId }: AdminCtx, input: QuestaoInput): Promise<AdminQuestao> {
  const values = await toStoredRow(input);
  return db.transaction(async (tx) => {
    await checkPlacement(tx, values);
    const [row] = await tx.insert(questoes).values(values).returning();
    await syncQuestaoImagens(tx, row!.id, row!);
    await recordAudit(tx, {
      adminUserId,
      entidade: 'questao',
      entidadeId: row!.id,
      acao: 'create',
      depois: row,
    });
    return getQuestao(tx, row!.id);
  });
}

/**
 * Edits a question. A new answer key resets its statistics (recountStatistics). A new subject takes the
 * students' latest answers to it, their honest counters and their review cards along
 * (moveQuestaoDesempenho, moveReviewCards). The row is locked FOR NO KEY UPDATE (its id does not change):
 * two edits of it still wait for each other, while the saves answering it, whose foreign keys only take
 * FOR KEY SHARE, run on and never hold the admin up from behind it.
 */
export async function updateQuestao({ db, adminUserId }: AdminCtx, id: number, input: QuestaoInput) {
  const values = await toStoredRow(input);
  return db.transaction(async (tx): Promise<AdminQuestao> => {
    const [antes] = await tx.select().from(questoes).where(eq(questoes.id, id)).for('no key update');
    if (!antes) throw new AppError('QUESTAO_NOT_FOUND');
    await checkPlacement(tx, values);
    const [depois] = await tx.update(questoes).set(values).where(eq(questoes.id, id)).returning();
    // The images it shows now are linked; those it no longer shows are freed unless another question shows them.
    await syncQuestaoImagens(tx, id, depois!);
    if (depois && depois.respostaCorreta !== antes.respostaCorreta) await recountStatistics(tx, id);
    if (depois && depois.materiaId !== antes.materiaId) {
      await moveQuestaoDesempenho(tx, id, depois.materiaId);
      await moveReviewCards(tx, id, depois.materiaId);
    }
    await recordAudit(tx, {
      adminUserId,
      entidade: 'questao',
      entidadeId: id,
      acao: 'update',
      antes,
      depois,
    });
    return getQuestao(tx, id);
  });
}

/**
 * A corrected answer key makes the students' shares meaningless: the counts start again from 0, dated
 * (recontadas_desde), in the correction's transaction. Past simulados and their grades stand; the save
 * counts a student's next unpeeked answer anew (a first answer from before the date no longer counts).
 */
async function recountStatistics(tx: Tx, questaoId: number): Promise<void> {
  const zero = {
    respostas: 0,
    acertos: 0,
    marcadasA: 0,
    marcadasB: 0,
    marcadasC: 0,
    marcadasD: 0,
    marcadasE: 0,
    recontadasDesde: sql`now()`,
  };
  await tx
    .insert(questaoEstatisticas)
    .values({ questaoId, ...zero })
    .onConflictDoUpdate({ target: questaoEstatisticas.questaoId, set: zero });
}

/**
 * A question students answered, marked as resolved, commented on or reported is kept (their history
 * and the discussion point at it); the refusal names each kind. The row is locked first, so a new
 * dependant waits for us, and the foreign keys (restrict) are the backstop for one that slips in.
 */
export async function deleteQuestao({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(questoes).where(eq(questoes.id, id)).for('update');
      if (!antes) throw new AppError('QUESTAO_NOT_FOUND');
      const countWhere = async (
        table: typeof respostasUsuario | typeof questoesStatus | typeof questaoComentarios | typeof questaoReports,
      ) => {
        const [row] = await tx.select({ n: count() }).from(table).where(eq(table.questaoId, id));
        return row?.n ?? 0;
      };
      const dependentes = {
        respostas: await countWhere(respostasUsuario),
        status: await countWhere(questoesStatus),
        comentarios: await countWhere(questaoComentarios),
        reports: await countWhere(questaoReports),
      };
      if (Object.values(dependentes).some((n) => n > 0)) {
        throw new AppError('QUESTAO_EM_USO', undefined, questaoEmUsoMessage(dependentes));
      }
      const imagens = await imagensLigadas(tx, [id]);
      await tx.delete(questoes).where(eq(questoes.id, id));
      // Its links went with it (cascade): its images that no other question shows are deleted.
      await freeImagens(tx, imagens);
      await recordAudit(tx, {
        adminUserId,
        entidade: 'questao',
        entidadeId: id,
        acao: 'delete',
        antes,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('QUESTAO_EM_USO');
    throw error;
  }
}
