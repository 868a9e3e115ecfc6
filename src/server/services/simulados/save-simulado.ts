import { and, eq, sql, type SQL } from 'drizzle-orm';
import { letraCabeNoTipo } from '../../../shared/rules/questao.js';
import { computeNota } from '../../../shared/rules/simulado.js';
import type { Letter, TipoSimulado } from '../../../shared/schemas/simulados.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { readsTogether } from '../../db/reads-together.js';
import { cadernos, materias, questoes, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loadMateriaForUser } from '../materias/materia-access.js';
import { desempenhoSaveCtes, lockStudentCounters } from '../ranking/desempenho-materias.js';
import type { GradedAnswer } from './answer-statistics.js';
import { planReviewCards, readReviewCards, reviewCardsStatement, type PlannedCard } from './review-cards.js';
import { judgeSession } from './simulado-session.js';

export interface SaveSimuladoInput {
  clientKey: string;
  tipo?: TipoSimulado;
  materiaId?: number;
  /** A 'caderno' simulado's caderno: the student's own (issue 33 §6). */
  cadernoId?: number;
  sessaoId?: string;
  /** 'Uma errada anula uma certa' chosen for this simulado (shown beside the nota; issue 33 §3). */
  cebraspe?: boolean;
  respostas: Array<{ questaoId: number; resposta: Letter; espiada: boolean }>;
}

/**
 * Saves a finished simulado. The server grades every answer from the answer key (whatever the client
 * thinks) and holds a timed or printed simulado to its session. Then, with the student's lock held, one
 * statement writes the simulado, its answers, the latest-answer status, the answer statistics (each
 * student's first unpeeked answer), the FSRS review cards and the student's honest counters per
 * subject. The same clientKey again returns the first simulado and writes nothing, also when retries
 * race (the unique (user_id, client_key) index decides) and when its answers would be refused today.
 */
export async function saveSimulado({
  db,
  user,
  input,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  input: SaveSimuladoInput;
  now?: Date;
}): Promise<{ id: number; created: boolean }> {
  const tipo = input.tipo ?? 'padrao';
  // A 'padrao' simulado's subject; a review has none.
  const materiaId = tipo === 'padrao' ? (input.materiaId ?? null) : null;
  let graded: GradedAnswer[];
  let cards: Awaited<ReturnType<typeof readReviewCards>>;
  try {
    [graded, cards] = await readsTogether(
      db,
      () => gradeAnswers(db, user, tipo, materiaId, input),
      () =>
        readReviewCards(
          db,
          user.id,
          input.respostas.map((r) => r.questaoId),
        ),
    );
  } catch (error) {
    // A retry of a save that landed is answered with that save, even when its answers would be refused
    // today (an admin moved a question, a subscription ended): it writes nothing. Looked up only on a
    // refusal, so a save that is graded pays nothing for it.
    if (!(error instanceof AppError)) throw error;
    const saved = await findSimuladoId(db, user.id, input.clientKey);
    if (saved === null) throw error;
    return { id: saved, created: false };
  }
  const verdict = await judgeSession({
    db,
    userId: user.id,
    sessaoId: input.sessaoId,
    materiaId,
    clientKey: input.clientKey,
    answers: graded,
    now,
  });
  const counted = verdict.counted;
  const acertos = counted.filter((a) => a.correta).length;
  const simulado = {
    materiaId,
    tipo,
    nota: computeNota(acertos, counted.length),
    questoesRespondidas: counted.length,
    acertos,
    acertosSemEspiar: counted.filter((a) => a.correta && !a.espiada).length,
    iniciadoEm: verdict.iniciadoEm,
    prazo: verdict.prazo,
    foraDoPrazo: verdict.foraDoPrazo,
    cebraspe: input.cebraspe ?? false,
    cadernoId: tipo === 'caderno' ? (input.cadernoId ?? null) : null,
  };
  const planned = planReviewCards(cards, counted, now);

  return db.transaction(async (tx) => {
    // One student's saves (and clears) run one after the other: the statement below then reads the
    // status rows it replaces as they are, which the honest counters' differences need (decision 0047).
    await lockStudentCounters(tx, user.id);
    const result = await tx.execute(saveStatement(user.id, input, simulado, counted, planned));
    const inserted = rowsOf<{ id: number }>(result)[0];
    if (!inserted) return { id: await existingSimuladoId(tx, user.id, input.clientKey), created: false };
    return { id: Number(inserted.id), created: true };
  });
}

export type SimuladoRow = {
  materiaId: number | null;
  tipo: TipoSimulado;
  nota: number;
  questoesRespondidas: number;
  acertos: number;
  acertosSemEspiar: number;
  iniciadoEm: Date | null;
  prazo: Date | null;
  foraDoPrazo: number;
  cebraspe: boolean;
  cadernoId: number | null;
};

/**
 * The save as one statement (atomic on its own; nothing below runs when the clientKey was used before,
 * since every part reads `saved`):
 * - the answers and the latest-answer status per question (moved to the answer's subject, should an
 *   admin have moved the question since it was last answered); the status keeps the student's first
 *   unpeeked letter, replaced only when the question's counts were reset (recontadas_desde) after it
 *   was counted. The status row's lock makes "first" exact for one student's concurrent saves;
 * - the answers that became a first answer in this save are added to questao_estatisticas, in
 *   questao_id order, so saves over the same questions lock those rows in one order and never deadlock;
 * - the review cards planned by FSRS, and the session marked as saved;
 * - the student's honest counters per subject ('Onde estou', issue 27 §7), by difference from the status
 *   rows the upsert replaces (desempenhoSaveCtes), last in materia_id order so that their edital rows
 *   are locked in one order and only until the commit.
 *
 * Exported for the bench's same-work reference (bench/same-work-reference.ts), which runs this very text
 * through plain pg so that it can never drift from what the app executes (docs/decisions/0058).
 */
export function saveStatement(
  userId: string,
  input: SaveSimuladoInput,
  simulado: SimuladoRow,
  answers: GradedAnswer[],
  planned: PlannedCard[],
): SQL {
  const time = (d: Date | null) => (d === null ? sql`null` : sql`${d.toISOString()}::timestamptz`);
  return sql`
    with saved as (
      insert into simulados (user_id, materia_id, tipo, data, nota, client_key, questoes_respondidas, acertos,
                             acertos_sem_espiar, iniciado_em, prazo, fora_do_prazo, cebraspe, caderno_id)
      values (${userId}, ${simulado.materiaId}, ${simulado.tipo}, now(), ${simulado.nota}, ${input.clientKey},
              ${simulado.questoesRespondidas}, ${simulado.acertos}, ${simulado.acertosSemEspiar},
              ${time(simulado.iniciadoEm)}, ${time(simulado.prazo)}, ${simulado.foraDoPrazo}, ${simulado.cebraspe},
              ${cadernoRef(simulado.cadernoId)})
      on conflict (user_id, client_key) do nothing
      returning id, data
    ), answers as (
      select * from unnest(${pgArray(
        answers.map((a) => a.questaoId),
        'int',
      )}, ${pgArray(
        answers.map((a) => a.materiaId),
        'int',
      )}, ${pgArray(
        answers.map((a) => a.resposta),
        'text',
      )}, ${pgArray(
        answers.map((a) => a.correta),
        'bool',
      )}, ${pgArray(
        answers.map((a) => a.espiada),
        'bool',
      )}) as a(questao_id, materia_id, resposta, correta, espiada)
    ), respostas as (
      insert into respostas_usuario (simulado_id, questao_id, resposta, correta, espiada)
      select saved.id, a.questao_id, a.resposta, a.correta, a.espiada from saved, answers a
    ), status as (
      insert into questoes_status as qs (user_id, questao_id, materia_id, correta, espiada, respondida_em,
                                         primeira_resposta, primeira_em)
      select ${userId}, a.questao_id, a.materia_id, a.correta, a.espiada, saved.data,
             case when not a.espiada then a.resposta end, case when not a.espiada then saved.data end
      from saved, answers a
      on conflict (user_id, questao_id) do update set
        materia_id = excluded.materia_id,
        correta = excluded.correta,
        espiada = excluded.espiada,
        respondida_em = excluded.respondida_em,
        primeira_resposta = case when ${firstAgain} then excluded.primeira_resposta else qs.primeira_resposta end,
        primeira_em = case when ${firstAgain} then excluded.primeira_em else qs.primeira_em end
      returning qs.questao_id, qs.primeira_em
    ), statistics as (
      insert into questao_estatisticas (questao_id, respostas, acertos, marcadas_a, marcadas_b, marcadas_c,
                                        marcadas_d, marcadas_e)
      select a.questao_id, 1, a.correta::int, (a.resposta = 'A')::int, (a.resposta = 'B')::int,
             (a.resposta = 'C')::int, (a.resposta = 'D')::int, (a.resposta = 'E')::int
      from status s join answers a on a.questao_id = s.questao_id, saved
      where s.primeira_em = saved.data
      order by a.questao_id
      on conflict (questao_id) do update set
        respostas = questao_estatisticas.respostas + 1,
        acertos = questao_estatisticas.acertos + excluded.acertos,
        marcadas_a = questao_estatisticas.marcadas_a + excluded.marcadas_a,
        marcadas_b = questao_estatisticas.marcadas_b + excluded.marcadas_b,
        marcadas_c = questao_estatisticas.marcadas_c + excluded.marcadas_c,
        marcadas_d = questao_estatisticas.marcadas_d + excluded.marcadas_d,
        marcadas_e = questao_estatisticas.marcadas_e + excluded.marcadas_e
    ), ${desempenhoSaveCtes(
      userId,
      answers.map((a) => a.questaoId),
    )}${planned.length > 0 ? sql`, cards as (${reviewCardsStatement(userId, planned)})` : sql``}${
      input.sessaoId === undefined
        ? sql``
        : sql`, sessao as (
      update simulado_sessoes set simulado_id = saved.id from saved where simulado_sessoes.id = ${input.sessaoId}
    )`
    }
    select id from saved`;
}

/** The caderno checked at grading, or null should it have been deleted since (as its delete sets it null). */
const cadernoRef = (id: number | null) => (id === null ? sql`null` : sql`(select id from cadernos where id = ${id})`);

/**
 * An unpeeked answer becomes the student's counted first answer when none is counted yet, or when the
 * one counted came before an admin corrected the key and reset the question's counts.
 */
const firstAgain = sql`excluded.primeira_resposta is not null and (qs.primeira_resposta is null
  or qs.primeira_em < coalesce((select e.recontadas_desde from questao_estatisticas e
                                where e.questao_id = qs.questao_id), '-infinity'::timestamptz))`;

/**
 * Grades the answers from the answer key. A 'padrao' simulado's questions must all be of its subject;
 * a review's and a caderno's may be of any subject the student may practise (premium ones need a
 * subscription); a caderno's simulado names a caderno of the student's own (404 otherwise).
 */
async function gradeAnswers(
  db: Db,
  user: SessionUser,
  tipo: TipoSimulado,
  materiaId: number | null,
  input: SaveSimuladoInput,
) {
  const ids = input.respostas.map((r) => r.questaoId);
  if (tipo === 'padrao' && materiaId === null) throw new AppError('MATERIA_NOT_FOUND');
  // The subject's check and the key read go side by side (one round trip fewer in every save); the keys
  // are used only once the check has passed.
  const [materia, keys] = await readsTogether(
    db,
    async () => {
      if (materiaId !== null) return loadMateriaForUser(db, materiaId, user);
      if (tipo === 'caderno') await assertOwnCaderno(db, user.id, input.cadernoId);
      return null;
    },
    () =>
      db
        .select({
          id: questoes.id,
          respostaCorreta: questoes.respostaCorreta,
          tipo: questoes.tipo,
          materiaId: questoes.materiaId,
          isFree: materias.isFree,
        })
        .from(questoes)
        .innerJoin(materias, eq(materias.id, questoes.materiaId))
        .where(
          and(
            sql`${questoes.id} = any(${pgArray(ids, 'int')})`,
            materiaId === null ? eq(materias.tipo, 'teorica') : eq(questoes.materiaId, materiaId),
          ),
        ),
  );
  if (keys.length !== ids.length) throw new AppError(materia ? 'QUESTAO_FORA_DA_MATERIA' : 'QUESTAO_NOT_FOUND');
  if (!materia && keys.some((k) => !k.isFree) && !hasActiveSubscription(user)) {
    throw new AppError('SUBSCRIPTION_REQUIRED');
  }
  const byId = new Map(keys.map((k) => [k.id, k]));
  return input.respostas.map((r): GradedAnswer => {
    const key = byId.get(r.questaoId);
    if (!key) throw new AppError('QUESTAO_NOT_FOUND');
    if (!letraCabeNoTipo(key.tipo, r.resposta)) throw new AppError('RESPOSTA_FORA_DO_TIPO');
    return {
      questaoId: r.questaoId,
      materiaId: key.materiaId,
      resposta: r.resposta,
      correta: key.respostaCorreta === r.resposta,
      espiada: r.espiada,
    };
  });
}

/** A caderno of the student's own, or CADERNO_NOT_FOUND (another student's is not told apart from none). */
async function assertOwnCaderno(db: Db, userId: string, cadernoId: number | undefined): Promise<void> {
  if (cadernoId === undefined) throw new AppError('CADERNO_NOT_FOUND');
  const [own] = await db
    .select({ id: cadernos.id })
    .from(cadernos)
    .where(and(eq(cadernos.id, cadernoId), eq(cadernos.userId, userId)));
  if (!own) throw new AppError('CADERNO_NOT_FOUND');
}

/** The student's simulado saved under this client key, if any. */
async function findSimuladoId(db: Db, userId: string, clientKey: string): Promise<number | null> {
  const [existing] = await db
    .select({ id: simulados.id })
    .from(simulados)
    .where(and(eq(simulados.userId, userId), eq(simulados.clientKey, clientKey)));
  return existing?.id ?? null;
}

/** The key was used before (a retry, or a concurrent one that committed first): same simulado. */
async function existingSimuladoId(tx: Db, userId: string, clientKey: string): Promise<number> {
  const id = await findSimuladoId(tx, userId, clientKey);
  if (id === null) throw new Error('simulado with this client key vanished');
  return id;
}
