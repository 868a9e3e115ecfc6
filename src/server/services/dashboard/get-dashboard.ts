import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { round1 } from '../../../shared/rules/simulado.js';
import { daysLeft } from '../../../shared/rules/subscription.js';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../shared/schemas/dashboard.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';
import { cadernos, materias, notas, provas, simulados } from '../../db/schema.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { getRankingCard } from './get-ranking-card.js';

// SPEC §1: modulo id 1 is the basic module, 2 the specific one.
const MODULO_BASICO = 1;
const MODULO_ESPECIFICO = 2;

const materiaRef = { id: materias.id, nome: materias.nome };
const mean = (value: number | string | null) => (value === null ? null : round1(Number(value)));

/**
 * Everything /dashboard shows, for the signed-in student only. Five small queries, each a range of one
 * of the student's own indexes (simulados/notas/provas by user and date, ranking by edital and average):
 * the cost does not grow with the size of the platform, and the stats over thousands of simulados are
 * a sum of the student's per-subject totals. The profile (expiry, edital, visibility) comes with the session.
 */
export async function getDashboard({
  db,
  user,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  now?: Date;
}): Promise<Dashboard> {
  const userId = user.id;
  const [stats, ultimosSimulados, ultimasNotas, proximasProvas, ranking] = await Promise.all([
    // Honest scores (issue 27 §2, docs/decisions/0043): the averages are of each simulado's 'Nota sem
    // espiar' (computeNota over its hits without a peek) and the ring counts only hits without a peek.
    // A review ('revisao', no subject) counts in the overall average and the ring, in neither module;
    // so does a caderno's simulado ('caderno', whose questions may come from any subject).
    // The sums come per subject from simulados_totais (kept by triggers on simulados), a few rows however
    // many simulados the student has; a subject moved to another module counts in its module of today.
    // sum / count over numeric is what avg() computes, so the averages are today's to the last digit.
    db.execute(sql`
      select coalesce(sum(t.simulados), 0)::int as simulados,
             (sum(t.soma_nota_sem_espiar) / nullif(sum(t.simulados), 0))::float8 as media_geral,
             (sum(t.soma_nota_sem_espiar) filter (where m.modulo_id = ${MODULO_BASICO})
               / nullif(sum(t.simulados) filter (where m.modulo_id = ${MODULO_BASICO}), 0))::float8 as media_basico,
             (sum(t.soma_nota_sem_espiar) filter (where m.modulo_id = ${MODULO_ESPECIFICO})
               / nullif(sum(t.simulados) filter (where m.modulo_id = ${MODULO_ESPECIFICO}), 0))::float8 as media_especifico,
             coalesce(sum(t.questoes_respondidas), 0)::int as questoes,
             coalesce(sum(t.acertos_sem_espiar), 0)::int as acertos
      from simulados_totais t left join materias m on m.id = t.materia_id
      where t.user_id = ${userId}`),
    db
      .select({
        id: simulados.id,
        tipo: simulados.tipo,
        data: isoTimestamp(simulados.data),
        nota: simulados.nota,
        questoesRespondidas: simulados.questoesRespondidas,
        acertos: simulados.acertos,
        materia: materiaRef,
        cadernoNome: cadernos.nome,
      })
      .from(simulados)
      // A review session ('revisao') and a caderno's ('caderno') have no subject: their materia comes back null.
      .leftJoin(materias, eq(materias.id, simulados.materiaId))
      .leftJoin(cadernos, eq(cadernos.id, simulados.cadernoId))
      .where(eq(simulados.userId, userId))
      .orderBy(desc(simulados.data), desc(simulados.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ id: notas.id, nota: notas.nota, data: notas.data, descricao: notas.descricao, materia: materiaRef })
      .from(notas)
      .innerJoin(materias, eq(materias.id, notas.materiaId))
      .where(eq(notas.userId, userId))
      .orderBy(desc(notas.data), desc(notas.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({
        id: provas.id,
        titulo: provas.titulo,
        data: isoTimestamp(provas.data),
        descricao: provas.descricao,
        materia: materiaRef,
      })
      .from(provas)
      .innerJoin(materias, eq(materias.id, provas.materiaId))
      .where(and(eq(provas.userId, userId), gte(provas.data, now)))
      .orderBy(asc(provas.data), asc(provas.id))
      .limit(DASHBOARD_LIST_SIZE),
    getRankingCard(db, user),
  ]);

  const s = rowsOf<{
    simulados: number;
    media_geral: number | null;
    media_basico: number | null;
    media_especifico: number | null;
    questoes: number;
    acertos: number;
  }>(stats)[0];
  const questoes = Number(s?.questoes ?? 0);
  const acertos = Number(s?.acertos ?? 0);
  const dataExpiracao = user.dataExpiracao ? new Date(user.dataExpiracao) : null;

  return {
    nome: user.name,
    assinatura: {
      dataExpiracao: dataExpiracao?.toISOString() ?? null,
      diasRestantes: daysLeft(dataExpiracao, now),
    },
    estatisticas: {
      mediaGeral: mean(s?.media_geral ?? null),
      mediaBasico: mean(s?.media_basico ?? null),
      mediaEspecifico: mean(s?.media_especifico ?? null),
      simulados: Number(s?.simulados ?? 0),
    },
    acertos: { questoes, acertos, erros: questoes - acertos },
    ranking,
    ultimasNotas,
    proximasProvas,
    ultimosSimulados,
  };
}
