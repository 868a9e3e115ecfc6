import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  LOTE_MAX,
  loteEmUsoMessage,
  type LoteAcao,
  type LoteInput,
  type LoteResultado,
} from '../../../../shared/schemas/admin-questoes-lote.js';
import { questaoFonteMessages } from '../../../../shared/schemas/admin-questao-fonte.js';
import type { Db } from '../../../db/client.js';
import {
  adminAuditoria,
  bancas,
  materias,
  questaoComentarios,
  questaoReports,
  questoes,
  questoesStatus,
  respostasUsuario,
  revisaoCartoes,
} from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { freeImagens, imagensLigadas } from '../../imagens/questao-imagem.js';
import { moveQuestaoDesempenho } from '../../ranking/desempenho-materias.js';
import { moveReviewCards } from '../../revisao/move-cartoes.js';
import { isForeignKeyViolation } from '../unique-violation.js';
import { filterCondition } from './list-questoes.js';
import { checkPlacement, type Tx } from './write-questoes.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}
type QuestaoRow = typeof questoes.$inferSelect;

/** Audit rows per insert: six parameters each, well under PostgreSQL's 65,535. */
const AUDIT_CHUNK = 2_000;

/**
 * The selected questions, locked in id order (the order every bulk writer takes them in), or refused
 * when there are more than LOTE_MAX. By ids, the ones that no longer exist are left out; by filter, the
 * list's own condition (filterCondition) picks them.
 */
async function selectRows(tx: Tx, input: LoteInput, lock: 'update' | 'no key update'): Promise<QuestaoRow[]> {
  let where;
  if (input.ids !== undefined) {
    where = inArray(questoes.id, input.ids);
  } else {
    const filtro = await filterCondition(tx, input.filtro!);
    // One past the limit is enough to refuse, without reading them all.
    const ids = await tx
      .select({ id: questoes.id })
      .from(questoes)
      .innerJoin(materias, eq(materias.id, questoes.materiaId))
      .where(filtro.where)
      .limit(LOTE_MAX + 1);
    if (ids.length > LOTE_MAX) throw new AppError('QUESTOES_LOTE_GRANDE');
    where = inArray(
      questoes.id,
      ids.map((r) => r.id),
    );
  }
  const rows = await tx.select().from(questoes).where(where).orderBy(asc(questoes.id)).for(lock);
  if (rows.length > LOTE_MAX) throw new AppError('QUESTOES_LOTE_GRANDE');
  return rows;
}

/** The row the action leaves, or null when it changes nothing in it. */
function applyAcao(row: QuestaoRow, acao: Exclude<LoteAcao, { tipo: 'excluir' }>): QuestaoRow | null {
  let next: QuestaoRow;
  switch (acao.tipo) {
    case 'mover':
      next = { ...row, materiaId: acao.materiaId, aulaId: acao.aulaId };
      break;
    case 'fonte':
      next = {
        ...row,
        bancaId: acao.bancaId === undefined ? row.bancaId : acao.bancaId,
        orgao: acao.orgao === undefined ? row.orgao : acao.orgao,
        ano: acao.ano === undefined ? row.ano : acao.ano,
        cargo: acao.cargo === undefined ? row.cargo : acao.cargo,
      };
      break;
    case 'marcar':
      next =
        acao.marca === 'anulada'
          ? // The annulment note belongs to an annulled question only (as the single edit keeps it).
            { ...row, anulada: acao.valor, anuladaNota: acao.valor ? row.anuladaNota : null }
          : { ...row, desatualizada: acao.valor };
      break;
  }
  const changed = (Object.keys(next) as (keyof QuestaoRow)[]).some((k) => next[k] !== row[k]);
  return changed ? next : null;
}

/**
 * The moved questions some student answered or keeps a review card of in another subject, in id order:
 * only these have counters or cards to take along (the rest would cost two statements each for nothing).
 */
async function answeredElsewhere(tx: Tx, ids: number[], materiaId: number): Promise<number[]> {
  const ofStatus = await tx
    .selectDistinct({ id: questoesStatus.questaoId })
    .from(questoesStatus)
    .where(and(inArray(questoesStatus.questaoId, ids), ne(questoesStatus.materiaId, materiaId)));
  const ofCards = await tx
    .selectDistinct({ id: revisaoCartoes.questaoId })
    .from(revisaoCartoes)
    .where(and(inArray(revisaoCartoes.questaoId, ids), ne(revisaoCartoes.materiaId, materiaId)));
  return [...new Set([...ofStatus, ...ofCards].map((r) => r.id))].sort((a, b) => a - b);
}

/** The banca must exist (key-share lock: deleting it waits for us), as the single edit checks it. */
async function checkBanca(tx: Tx, bancaId: number): Promise<void> {
  const [banca] = await tx.select({ id: bancas.id }).from(bancas).where(eq(bancas.id, bancaId)).for('key share');
  if (!banca)
    throw new AppError(
      'INVALID_INPUT',
      { bancaId: questaoFonteMessages.bancaInvalida },
      questaoFonteMessages.bancaInvalida,
    );
}

async function dependentes(tx: Tx, ids: number[]) {
  const per = async (
    table: typeof respostasUsuario | typeof questoesStatus | typeof questaoComentarios | typeof questaoReports,
  ) => {
    const rows = await tx
      .select({ questaoId: table.questaoId, n: count() })
      .from(table)
      .where(inArray(table.questaoId, ids))
      .groupBy(table.questaoId);
    return rows;
  };
  const kinds = {
    respostas: await per(respostasUsuario),
    status: await per(questoesStatus),
    comentarios: await per(questaoComentarios),
    reports: await per(questaoReports),
  };
  const inUse = new Set<number>();
  const totals = { respostas: 0, status: 0, comentarios: 0, reports: 0 };
  for (const [kind, rows] of Object.entries(kinds) as [keyof typeof totals, { questaoId: number; n: number }[]][]) {
    for (const r of rows) {
      inUse.add(r.questaoId);
      totals[kind] += Number(r.n);
    }
  }
  return { emUso: inUse.size, totals };
}

async function auditAll(
  tx: Tx,
  adminUserId: string,
  entries: { id: number; antes: unknown; depois: unknown }[],
  acao: 'update' | 'delete',
) {
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    await tx.insert(adminAuditoria).values(
      entries.slice(i, i + AUDIT_CHUNK).map((e) => ({
        userId: adminUserId,
        entidade: 'questao',
        entidadeId: String(e.id),
        acao,
        antes: e.antes ?? null,
        depois: e.depois ?? null,
      })),
    );
  }
}

/**
 * Issue 34 §4: one action over many questions, in one transaction, one audit row per question changed.
 * A move keeps each question's aula inside its matéria (checkPlacement, as the single edit) and takes the
 * students' counters and review cards along question by question (moveQuestaoDesempenho, moveReviewCards:
 * the single edit's own code). A delete that reaches a question in use deletes nothing and says how many
 * and why. `previa` counts what the action would change and writes nothing.
 */
export async function applyLote({ db, adminUserId }: AdminCtx, input: LoteInput): Promise<LoteResultado> {
  const { acao } = input;
  try {
    return await db.transaction(async (tx): Promise<LoteResultado> => {
      if (acao.tipo === 'excluir') {
        const rows = await selectRows(tx, input, input.previa ? 'no key update' : 'update');
        const ids = rows.map((r) => r.id);
        const { emUso, totals } = ids.length > 0 ? await dependentes(tx, ids) : { emUso: 0, totals: null };
        if (input.previa) return { total: rows.length, previa: true, emUso };
        if (emUso > 0) throw new AppError('QUESTAO_EM_USO', undefined, loteEmUsoMessage(emUso, totals!));
        if (ids.length > 0) {
          const imagens = await imagensLigadas(tx, ids);
          await tx.delete(questoes).where(inArray(questoes.id, ids));
          // Their images that no remaining question shows are deleted (docs/decisions/0056).
          await freeImagens(tx, imagens);
        }
        await auditAll(
          tx,
          adminUserId,
          rows.map((r) => ({ id: r.id, antes: r, depois: null })),
          'delete',
        );
        return { total: rows.length, previa: false };
      }
      const rows = await selectRows(tx, input, 'no key update');
      if (acao.tipo === 'mover') await checkPlacement(tx, { materiaId: acao.materiaId, aulaId: acao.aulaId });
      if (acao.tipo === 'fonte' && acao.bancaId) await checkBanca(tx, acao.bancaId);
      const changes = rows.flatMap((antes) => {
        const depois = applyAcao(antes, acao);
        return depois ? [{ antes, depois }] : [];
      });
      if (input.previa) return { total: changes.length, previa: true };
      if (changes.length > 0) {
        const ids = changes.map((c) => c.antes.id);
        // Drizzle leaves out of the SET a field that is undefined (kept); null clears it.
        const set =
          acao.tipo === 'mover'
            ? { materiaId: acao.materiaId, aulaId: acao.aulaId }
            : acao.tipo === 'fonte'
              ? { bancaId: acao.bancaId, orgao: acao.orgao, ano: acao.ano, cargo: acao.cargo }
              : acao.marca === 'anulada'
                ? { anulada: acao.valor, ...(acao.valor ? {} : { anuladaNota: null }) }
                : { desatualizada: acao.valor };
        await tx.update(questoes).set(set).where(inArray(questoes.id, ids));
        if (acao.tipo === 'mover') {
          for (const questaoId of await answeredElsewhere(tx, ids, acao.materiaId)) {
            await moveQuestaoDesempenho(tx, questaoId, acao.materiaId);
            await moveReviewCards(tx, questaoId, acao.materiaId);
          }
        }
      }
      await auditAll(
        tx,
        adminUserId,
        changes.map((c) => ({ id: c.antes.id, antes: c.antes, depois: c.depois })),
        'update',
      );
      return { total: changes.length, previa: false };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('QUESTAO_EM_USO');
    throw error;
  }
}
