import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client.js';

/**
 * The admin overview's kept figures (migration visao_geral) against a recount from their sources, each
 * as the number of days, students or rows where the two disagree (0 when they are the same).
 */
export async function visaoGeralDrift(db: Db): Promise<{ dias: number; atividade: number; expiracoes: number }> {
  const [row] = rowsOf<{ dias: number; atividade: number; expiracoes: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from (
           select dia, sum(novos_alunos)::int as a, sum(alunos_ativos)::int as at, sum(simulados)::int as s,
                  sum(pagamentos)::int as p, sum(pagamentos_centavos)::bigint as pc, sum(reembolsos)::int as r,
                  sum(reembolsos_centavos)::bigint as rc
           from visao_geral_dias group by dia
         ) k full join (
           select dia, sum(a)::int as a, sum(at)::int as at, sum(s)::int as s, sum(p)::int as p, sum(pc)::bigint as pc,
                  sum(r)::int as r, sum(rc)::bigint as rc
           from (
             select (created_at at time zone 'America/Sao_Paulo')::date as dia, 1 as a, 0 as at, 0 as s, 0 as p,
                    0 as pc, 0 as r, 0 as rc from users
             union all
             select dia, 0, 1, 0, 0, 0, 0, 0 from (
               select (data at time zone 'America/Sao_Paulo')::date as dia, user_id from simulados
               union
               select (criada_em at time zone 'America/Sao_Paulo')::date, user_id from notas) ativos
             union all
             select (data at time zone 'America/Sao_Paulo')::date, 0, 0, 1, 0, 0, 0, 0 from simulados
             union all
             select (pago_em at time zone 'America/Sao_Paulo')::date, 0, 0, 0, 1, coalesce(valor_centavos, 0), 0, 0
             from pagamentos where pago_em is not null
             union all
             select (cancelado_em at time zone 'America/Sao_Paulo')::date, 0, 0, 0, 0, 0, 1, coalesce(valor_centavos, 0)
             from pagamentos where status in ('reembolsado', 'chargeback') and cancelado_em is not null
           ) x group by dia
         ) r on r.dia = k.dia
         where (coalesce(k.a, 0), coalesce(k.at, 0), coalesce(k.s, 0), coalesce(k.p, 0), coalesce(k.pc, 0),
                coalesce(k.r, 0), coalesce(k.rc, 0))
               is distinct from
               (coalesce(r.a, 0), coalesce(r.at, 0), coalesce(r.s, 0), coalesce(r.p, 0), coalesce(r.pc, 0),
                coalesce(r.r, 0), coalesce(r.rc, 0))) as dias,
        (select count(*)::int from atividade_alunos k full join (
           select dia, user_id, count(*)::int as registros from (
             select (data at time zone 'America/Sao_Paulo')::date as dia, user_id from simulados
             union all
             select (criada_em at time zone 'America/Sao_Paulo')::date, user_id from notas) x
           group by dia, user_id
         ) r on r.dia = k.dia and r.user_id = k.user_id
         where k.registros is distinct from r.registros) as atividade,
        (select count(*)::int from (select * from expiracoes_dias where alunos <> 0) k full join (
           select (data_expiracao at time zone 'America/Sao_Paulo')::date as dia, count(*)::int as alunos
           from users where data_expiracao is not null group by 1
         ) r on r.dia = k.dia
         where k.alunos is distinct from r.alunos) as expiracoes`),
  );
  return row!;
}
