import { sql } from 'drizzle-orm';
import { saoPauloDay } from '../../../../shared/rules/provas.js';
import { addDays, bucketOf, bucketStarts, periodoInicio, weekStart } from '../../../../shared/rules/visao-geral.js';
import type {
  AdminVisaoGeral,
  VisaoGeralPagamentos,
  VisaoGeralPonto,
  VisaoGeralQuery,
} from '../../../../shared/schemas/admin-visao-geral.js';
import { rowsOf, type Db } from '../../../db/client.js';
import { countSuspeitas } from '../questoes/list-suspeitas.js';

interface DiaRow {
  dia: string;
  novos: number;
  ativos: number;
  simulados: number;
  pagamentos: number;
  pagos: number;
  reembolsos: number;
  reembolsados: number;
}

/** The kept day counters (visao_geral_dias) from `from` to `to`, each day's parts summed. */
async function readDias(db: Db, from: string, to: string): Promise<DiaRow[]> {
  const rows = rowsOf<DiaRow>(
    await db.execute(sql`
      select dia::text as dia, sum(novos_alunos)::int as novos, sum(alunos_ativos)::int as ativos,
             sum(simulados)::int as simulados, sum(pagamentos)::int as pagamentos,
             sum(pagamentos_centavos)::float8 as pagos, sum(reembolsos)::int as reembolsos,
             sum(reembolsos_centavos)::float8 as reembolsados
      from visao_geral_dias where dia >= ${from}::date and dia <= ${to}::date group by dia`),
  );
  return rows.map((r) => ({
    dia: r.dia,
    novos: Number(r.novos),
    ativos: Number(r.ativos),
    simulados: Number(r.simulados),
    pagamentos: Number(r.pagamentos),
    pagos: Number(r.pagos),
    reembolsos: Number(r.reembolsos),
    reembolsados: Number(r.reembolsados),
  }));
}

/**
 * Subscriptions that have not ended at `now`, and those ending in the 30 days from today: the days after
 * today from the kept histogram (expiracoes_dias), today's own from the expiry index (some ended already).
 */
async function readAssinaturas(db: Db, now: Date, hoje: string): Promise<AdminVisaoGeral['assinaturas']> {
  const ultimo = addDays(hoje, 29);
  const [totais] = rowsOf<{ depois: number; hoje: number }>(
    await db.execute(sql`
      select (select coalesce(sum(alunos), 0)::int from expiracoes_dias where dia > ${hoje}::date) as depois,
             (select count(*)::int from users
              where data_expiracao > ${now.toISOString()}::timestamptz
                and data_expiracao < ((${hoje}::date + 1)::timestamp at time zone 'America/Sao_Paulo')) as hoje`),
  );
  const proximos = rowsOf<{ dia: string; alunos: number }>(
    await db.execute(sql`
      select dia::text as dia, alunos from expiracoes_dias
      where dia > ${hoje}::date and dia <= ${ultimo}::date and alunos <> 0`),
  );
  const porDia = new Map(proximos.map((r) => [r.dia, Number(r.alunos)]));
  porDia.set(hoje, Number(totais!.hoje));
  const terminamPorDia = bucketStarts(hoje, ultimo, 'dia').map((inicio) => ({
    inicio,
    valor: porDia.get(inicio) ?? 0,
  }));
  return {
    ativas: Number(totais!.depois) + Number(totais!.hoje),
    terminamEm30Dias: terminamPorDia.reduce((sum, p) => sum + p.valor, 0),
    terminamPorDia,
  };
}

async function readReports(db: Db): Promise<AdminVisaoGeral['reports']> {
  const [row] = rowsOf<{ pendentes: number; em_analise: number }>(
    await db.execute(sql`
      select (count(*) filter (where status = 'pendente'))::int as pendentes,
             (count(*) filter (where status = 'em_analise'))::int as em_analise
      from questao_reports where status in ('pendente', 'em_analise')`),
  );
  return { pendentes: Number(row!.pendentes), emAnalise: Number(row!.em_analise) };
}

function series(
  dias: DiaRow[],
  from: string,
  to: string,
  by: 'dia' | 'semana' | 'mes',
  value: (row: DiaRow) => number,
): VisaoGeralPonto[] {
  const sums = new Map<string, number>();
  for (const row of dias) {
    if (row.dia < from) continue;
    const key = bucketOf(row.dia, by);
    sums.set(key, (sums.get(key) ?? 0) + value(row));
  }
  return bucketStarts(from, to, by).map((inicio) => ({ inicio, valor: sums.get(inicio) ?? 0 }));
}

/**
 * GET /api/admin/visao-geral (issue 34 §5): every figure of the admin's first screen from kept counters
 * and indexes — at most a year of day rows, the expiry days of the next month, two index counts (today's
 * expiries; the suspect questions, a partial index of the few flagged: decision 0062) — so
 * its cost does not grow with the number of students, simulados or payments.
 */
export async function getVisaoGeral(db: Db, { periodo }: VisaoGeralQuery, now = new Date()): Promise<AdminVisaoGeral> {
  const hoje = saoPauloDay(now);
  const inicio = periodoInicio(periodo, hoje);
  const primeiraSemana = weekStart(inicio);
  const [dias, assinaturas, reports, questoesSuspeitas] = await Promise.all([
    readDias(db, primeiraSemana < inicio ? primeiraSemana : inicio, hoje),
    readAssinaturas(db, now, hoje),
    readReports(db),
    countSuspeitas(db),
  ]);
  const pagamentosPor = periodo === '30d' ? 'dia' : 'mes';
  const pagos = series(dias, inicio, hoje, pagamentosPor, (r) => r.pagamentos);
  const valores = series(dias, inicio, hoje, pagamentosPor, (r) => r.pagos);
  const reembolsos = series(dias, inicio, hoje, pagamentosPor, (r) => r.reembolsos);
  const reembolsados = series(dias, inicio, hoje, pagamentosPor, (r) => r.reembolsados);
  const pagamentos: VisaoGeralPagamentos[] = pagos.map((p, i) => ({
    inicio: p.inicio,
    pagamentos: p.valor,
    valorCentavos: valores[i]!.valor,
    reembolsos: reembolsos[i]!.valor,
    reembolsosCentavos: reembolsados[i]!.valor,
  }));
  return {
    periodo,
    hoje,
    inicio,
    novosAlunosPorSemana: series(dias, primeiraSemana, hoje, 'semana', (r) => r.novos),
    alunosAtivosPorDia: series(dias, inicio, hoje, 'dia', (r) => r.ativos),
    simuladosPorDia: series(dias, inicio, hoje, 'dia', (r) => r.simulados),
    pagamentosPor,
    pagamentos,
    assinaturas,
    reports,
    questoesSuspeitas,
  };
}
