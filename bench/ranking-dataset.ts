import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';
import { refreshRankingMedias } from '../src/server/services/ranking/refresh-ranking-medias.js';
import { bulkLoad } from './bulk-load.js';
import { insertRankingMedias } from './ranking-medias.js';

export const rankingAccount = { name: 'Ranking de Carga', email: 'ranking@example.com', password: 'senha-de-carga' };

/** Enough of the app to sign up through its real endpoint (the bench server's Hono app). */
interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

export interface RankingSizes {
  /** Visible students with notas in both modules in the bench edital. */
  alunos: number;
  /** Notas of each of them (half in each module). */
  notasPorAluno: number;
}

export interface RankingDataset {
  /** A subject of the basic module, for the nota-save case. */
  materiaId: number;
  /** Where the account's Geral row sits (1 = top) and how many are ranked. */
  posicao: number;
  total: number;
}

/**
 * The `ranking` and `nota-save` cases' student, an account of its own so the other cases cannot move it,
 * in one edital with `alunos` ranked students (`alunos × notasPorAluno` notas over five subjects per
 * module), plus hidden students of the same edital and students of another edital, who must never be
 * counted. The account's notas put it about three quarters of the way down the list, where a place is costliest to
 * count. Built with generate_series; the aggregate rows come from one set-based insert with the formula
 * of refreshRankingMedias (bench/ranking-medias.ts).
 */
export async function buildRankingDataset(
  app: AppLike,
  db: Db,
  origin: string,
  sizes: RankingSizes,
): Promise<RankingDataset> {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(rankingAccount),
  });
  if (signup.status !== 200) throw new Error(`ranking bench sign-up failed: ${signup.status}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, rankingAccount.email));
  const userId = user!.id;

  // The ranking knows the modules by id (SPEC §1: 1 = básico, 2 = específico).
  await db.execute(sql`
    insert into modulos (id, nome) select 1, 'Básico' where not exists (select 1 from modulos where id = 1)`);
  await db.execute(sql`
    insert into modulos (id, nome) select 2, 'Específico' where not exists (select 1 from modulos where id = 2)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('modulos', 'id'), (select max(id) from modulos))`);

  const materias = rowsOf<{ id: number; modulo_id: number }>(
    await db.execute(sql`
      insert into materias (nome, modulo_id, tipo, is_free)
      select 'Ranking ' || m || '.' || k, m, 'teorica', true from generate_series(1, 2) m, generate_series(1, 5) k
      returning id, modulo_id`),
  );
  const basico = materias.filter((m) => Number(m.modulo_id) === 1).map((m) => Number(m.id));
  const especifico = materias.filter((m) => Number(m.modulo_id) === 2).map((m) => Number(m.id));

  const editais = rowsOf<{ id: number }>(
    await db.execute(sql`insert into editais (numero) values ('Ranking 01/2025'), ('Ranking 02/2025') returning id`),
  );
  const editalId = Number(editais[0]!.id);
  const outroEditalId = Number(editais[1]!.id);
  await db.execute(sql`
    insert into unidades (sigla, nome) select 'RK' || g, 'Batalhão do Ranking ' || g from generate_series(1, 40) g`);

  const hidden = Math.ceil(sizes.alunos / 20);
  const others = Math.ceil(sizes.alunos / 10);
  // g ≤ alunos: ranked; then hidden ones of the same edital; then another edital's students.
  await bulkLoad(db, ['users'], () =>
    db.execute(sql`
      insert into users (id, nome, email, edital_id, unidade_id, qra, show_in_ranking)
      select 'ranking-' || g, 'Aluno do Ranking ' || g, 'ranking' || g || '@example.com',
             case when g <= ${sizes.alunos + hidden}::int then ${editalId}::int else ${outroEditalId}::int end,
             (select min(id) from unidades where sigla like 'RK%') + g % 40,
             case when g % 13 = 0 then null else 'QRA' || g end,
             not (g > ${sizes.alunos}::int and g <= ${sizes.alunos + hidden}::int)
      from generate_series(1, ${sizes.alunos + hidden + others}::int) g`),
  );

  const perModule = Math.max(1, Math.floor(sizes.notasPorAluno / 2));
  // Grades spread over 0–10 in hundredths, so there are many ties as in a real edital. bigint: g * 7919
  // nears 2^31 at scale 10.
  await bulkLoad(db, ['notas'], () =>
    db.execute(sql`
      insert into notas (user_id, materia_id, nota, data)
      select 'ranking-' || g,
             (${sql.raw(`array[${[...basico, ...especifico].join(',')}]`)})[1 + (k % 5) + 5 * m],
             ((g * 7919 + k * 104729 + m * 13) % 1001) / 100.0,
             date '2025-01-01' + (k % 28)
      from generate_series(1, ${sizes.alunos + hidden + others}::bigint) g, generate_series(0, 1) m,
           generate_series(0, ${perModule - 1}::int) k`),
  );

  await bulkLoad(db, ['ranking_medias'], () => insertRankingMedias(db, 'ranking-%'));

  // The bench account: in the edital, with averages a little below the middle (deep in the list).
  await db.execute(sql`
    update users set edital_id = ${editalId}::int, unidade_id = (select min(id) from unidades where sigla like 'RK%'),
                     qra = 'Carga', show_in_ranking = true
    where id = ${userId}`);
  await db.execute(sql`
    insert into notas (user_id, materia_id, nota, data)
    select ${userId}, (${sql.raw(`array[${[...basico, ...especifico].join(',')}]`)})[1 + (k % 5) + 5 * m], 4.5,
           date '2025-02-01'
    from generate_series(0, 1) m, generate_series(0, ${perModule - 1}::int) k`);
  await db.transaction((tx) => refreshRankingMedias(tx, userId));
  await db.execute(sql`analyze`);
  const [place] = rowsOf<{ acima: number; total: number }>(
    await db.execute(sql`
      select (count(*) filter (where r.media_geral > me.media_geral))::int as acima, count(r.media_geral)::int as total
      from ranking_medias r, ranking_medias me
      where me.user_id = ${userId} and r.edital_id = ${editalId}::int and r.show_in_ranking`),
  );
  return { materiaId: basico[0]!, posicao: Number(place!.acima) + 1, total: Number(place!.total) };
}
