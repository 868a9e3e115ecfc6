import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';
import { bulkLoad } from './bulk-load.js';
import { insertRankingMedias } from './ranking-medias.js';

export const adminAlunosAccount = {
  name: 'Admin de Carga',
  email: 'admin-carga@example.com',
  password: 'senha-de-carga',
};

/** Enough of the app to sign up through its real endpoint (the bench server's Hono app). */
interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * The `admin-alunos` case: an admin account of its own and `alunos` students with accented names
 * ('Conceição', 'Ângela'), e-mails, QRAs and WhatsApp numbers, an edital, unidades and expiry dates,
 * beside whatever students the other cases made (all of them are in the list the admin searches).
 * Built with generate_series, like bench/dataset.ts; each student has the ranking row (no notas, so no
 * averages) that creating them in the admin writes. Their ids are random-looking, as Better Auth's are
 * ('aluno-' and an md5): one statement gives them one sign-up instant, and the newest-first order of a
 * search over the cap breaks that tie by id (decision 0064), which 'aluno-' || g would group by the
 * number's leading digits, and so by QRA.
 */
export async function buildAdminAlunosDataset(app: AppLike, db: Db, origin: string, sizes: { alunos: number }) {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(adminAlunosAccount),
  });
  if (signup.status !== 200) throw new Error(`admin-alunos bench sign-up failed: ${signup.status}`);
  await db.update(users).set({ isAdmin: true }).where(eq(users.email, adminAlunosAccount.email));

  await db.execute(sql`insert into editais (numero) values ('Alunos 01/2025')`);
  await db.execute(sql`
    insert into unidades (sigla, nome) select 'AL' || g, 'Batalhão dos Alunos ' || g from generate_series(1, 20) g`);
  await bulkLoad(db, ['users'], () =>
    db.execute(sql`
    insert into users (id, nome, email, whatsapp, qra, edital_id, unidade_id, data_expiracao)
    select 'aluno-' || md5(g::text),
           (array['João', 'Mariana', 'José', 'Ângela', 'Pedro', 'Luíza', 'Antônio', 'Cecília'])[1 + g % 8] || ' ' ||
           (array['Silva', 'Souza', 'Conceição', 'Araújo', 'Gonçalves', 'Simões', 'Brandão'])[1 + (g / 8) % 7] ||
           ' ' || g,
           'aluno' || g || '@alunos.example.com',
           case when g % 4 = 0 then null
                else lpad((11 + g % 89)::text, 2, '0') || '9' || lpad(((g * 7919) % 100000000)::text, 8, '0') end,
           case when g % 5 = 0 then null else 'QRA ' || g end,
           (select id from editais where numero = 'Alunos 01/2025'),
           (select min(id) from unidades where sigla like 'AL%') + g % 20,
           case when g % 3 = 0 then null else now() + ((g % 400) - 100) * interval '1 day' end
    from generate_series(1, ${sizes.alunos}::int) g`),
  );
  await bulkLoad(db, ['ranking_medias'], () => insertRankingMedias(db, 'aluno-%'));
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze ranking_medias`);
}
