import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';

export const visaoGeralAccount = {
  name: 'Admin da Visão Geral',
  email: 'admin-visao@example.com',
  password: 'senha-de-carga',
};

interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * The `admin-visao-geral` case (issue 34 §5): an admin of its own, and `alunos` students who signed up
 * over the last 400 days, each with three simulados over the last year, a subscription ending anywhere
 * from 100 days ago to 300 days ahead, and an Eduzz payment (one in ten refunded). Written in set-based
 * statements: the overview's counters are kept by the tables' statement triggers, as the app's own
 * writes keep them.
 */
export async function buildVisaoGeralDataset(
  app: AppLike,
  db: Db,
  origin: string,
  { alunos, materiaId }: { alunos: number; materiaId: number },
) {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(visaoGeralAccount),
  });
  if (signup.status !== 200) throw new Error(`admin-visao-geral bench sign-up failed: ${signup.status}`);
  await db.update(users).set({ isAdmin: true }).where(eq(users.email, visaoGeralAccount.email));

  await db.execute(sql`
    insert into users (id, nome, email, created_at, data_expiracao)
    select 'visao-' || g, 'Aluno da Visão ' || g, 'visao' || g || '@alunos.example.com',
           now() - ((g * 7919) % (400 * 24)) * interval '1 hour',
           case when g % 4 = 0 then null else now() + (((g * 31) % 400) - 100) * interval '1 day' end
    from generate_series(1, ${alunos}::int) g`);
  await db.execute(sql`
    insert into simulados (user_id, materia_id, nota, data)
    select 'visao-' || g, ${materiaId}::int, (g + k) % 11, now() - (((g * 13 + k * 977) % (365 * 24))) * interval '1 hour'
    from generate_series(1, ${alunos}::int) g, generate_series(1, 3) k`);
  await db.execute(sql`
    insert into pagamentos (provider, invoice_id, email, user_id, plano_id, dias, valor_centavos, status, pago_em, cancelado_em, aplicado)
    select 'eduzz', 'visao-' || g, 'visao' || g || '@alunos.example.com', 'visao-' || g, 'anual', 365, 19990,
           case when g % 10 = 0 then 'reembolsado' else 'pago' end,
           now() - ((g * 7919) % (365 * 24)) * interval '1 hour',
           case when g % 10 = 0 then now() - ((g * 7919) % (365 * 24)) * interval '1 hour' + interval '3 days' end,
           g % 10 <> 0
    from generate_series(1, ${alunos}::int) g`);
}
