import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { bulkLoad } from './bulk-load.js';
import { rankingAccount } from './ranking-dataset.js';

/**
 * The `posicao` case's data, on top of bench/ranking-dataset.ts (its 20,000 ranked students, their hidden
 * colleagues and another edital's students, and its account deep in the list): every one of them with
 * honest counters in each of the ten 'Ranking' subjects (desempenho_materias), and the edital sums
 * (desempenho_editais) as the table's trigger keeps them, written here in one set-based statement (the
 * trigger is off during the bulk insert, as it would otherwise do 220,000 single-row upserts).
 */
export async function buildPosicaoDataset(db: Db): Promise<void> {
  await db.execute(sql`alter table desempenho_materias disable trigger desempenho_materias_to_editais`);
  await bulkLoad(db, ['desempenho_materias'], () =>
    db.execute(sql`
      insert into desempenho_materias (user_id, materia_id, edital_id, respondidas, acertos)
      select u.id, m.id, u.edital_id, r.n, (r.n * ((abs(hashtext(u.id)) + m.id * 7) % 100)) / 100
      from users u
      cross join materias m
      cross join lateral (select 20 + (abs(hashtext(u.id || m.id::text)) % 200) as n) r
      where (u.id like 'ranking-%' or u.email = ${rankingAccount.email}) and m.nome like 'Ranking %'`),
  );
  await db.execute(sql`alter table desempenho_materias enable trigger desempenho_materias_to_editais`);
  await db.execute(sql`
    insert into desempenho_editais (edital_id, materia_id, respondidas, acertos, alunos)
    select edital_id, materia_id, sum(respondidas)::int, sum(acertos)::int, (count(*) filter (where respondidas > 0))::int
    from desempenho_materias where edital_id is not null
    group by edital_id, materia_id
    on conflict (edital_id, materia_id) do update set
      respondidas = excluded.respondidas, acertos = excluded.acertos, alunos = excluded.alunos`);
  await db.execute(sql`analyze desempenho_materias`);
  await db.execute(sql`analyze desempenho_editais`);
}
