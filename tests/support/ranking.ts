// Test support for the ranking's fast paths: a small catalogue, students written the way the app writes
// them, and the straightforward queries (counts and rank() over the whole edital) the fast paths must
// equal. Used by the ranking services' tests.
import { sql } from 'drizzle-orm';
import { rankingSearchPattern, type RankingTab } from '../../src/shared/rules/ranking.js';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import { refreshRankingMedias } from '../../src/server/services/ranking/refresh-ranking-medias.js';
import { mediaColumn, notasExpression } from '../../src/server/services/ranking/ranking-sql.js';

export interface RankingFixture {
  editais: number[];
  unidades: number[];
  materias: { basico: number; especifico: number };
}

export async function rankingFixture(db: Db): Promise<RankingFixture> {
  await db.execute(sql`insert into modulos (id, nome) values (1, 'Básico'), (2, 'Específico') on conflict do nothing`);
  const materias = rowsOf<{ id: number; modulo_id: number }>(
    await db.execute(sql`
      insert into materias (nome, modulo_id, tipo, is_free)
      values ('Português do Ranking', 1, 'teorica', true), ('Penal do Ranking', 2, 'teorica', true)
      returning id, modulo_id`),
  );
  const editais = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into editais (numero) values ('Histograma 1/2025'), ('Histograma 2/2025') returning id`,
    ),
  );
  const unidades = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into unidades (sigla, nome)
      values ('ROTA', 'Rondas Ostensivas'), ('1BPM', 'Batalhão da Conceição'), ('CPTRAN', 'Trânsito')
      returning id`),
  );
  return {
    editais: editais.map((e) => Number(e.id)),
    unidades: unidades.map((u) => Number(u.id)),
    materias: {
      basico: Number(materias.find((m) => Number(m.modulo_id) === 1)!.id),
      especifico: Number(materias.find((m) => Number(m.modulo_id) === 2)!.id),
    },
  };
}

export interface StudentProfile {
  editalId: number | null;
  unidadeId: number | null;
  qra: string | null;
  showInRanking: boolean;
}

/** A profile write as the perfil service does it: the ranking row in the same transaction. */
export async function writeProfile(db: Db, userId: string, profile: StudentProfile): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, nome, email, edital_id, unidade_id, qra, show_in_ranking)
      values (${userId}, ${'Aluno ' + userId}, ${userId + '@example.com'}, ${profile.editalId}, ${profile.unidadeId},
              ${profile.qra}, ${profile.showInRanking})
      on conflict (id) do update set edital_id = excluded.edital_id, unidade_id = excluded.unidade_id,
        qra = excluded.qra, show_in_ranking = excluded.show_in_ranking`);
    await refreshRankingMedias(tx, userId);
  });
}

/** Every ranking_histograma count that is not zero, and the same counted from ranking_medias. */
export async function histogramAndRecount(db: Db) {
  const histogram = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select edital_id, media, geral, basico, especifico, todos_geral from ranking_histograma
      where geral <> 0 or basico <> 0 or especifico <> 0 or todos_geral <> 0
      order by edital_id, media`),
  );
  const recount = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select r.edital_id, v.media, sum(v.g)::int as geral, sum(v.b)::int as basico, sum(v.e)::int as especifico,
             sum(v.t)::int as todos_geral
      from ranking_medias r
      cross join lateral (values (r.media_geral, r.show_in_ranking::int, 0, 0, 1),
                                 (r.media_basico, 0, r.show_in_ranking::int, 0, 0),
                                 (r.media_especifico, 0, 0, r.show_in_ranking::int, 0)) v(media, g, b, e, t)
      where r.edital_id is not null and v.media is not null
      group by r.edital_id, v.media
      having sum(v.g) <> 0 or sum(v.b) <> 0 or sum(v.e) <> 0 or sum(v.t) <> 0
      order by r.edital_id, v.media`),
  );
  const plain = (rows: Record<string, number>[]) => rows.map((r) => Object.values(r).map(Number));
  return { histogram: plain(histogram), recount: plain(recount) };
}

/**
 * A page as the ranking was computed before the histogram: rank() over every visible student of the tab
 * in the edital, the search against users.qra and the unidades, then offset and limit.
 */
export async function straightforwardPage(
  db: Db,
  q: { editalId: number; userId: string; tab: RankingTab; q: string; unidadeId?: number; page: number; limit: number },
) {
  const media = mediaColumn[q.tab];
  const pattern = rankingSearchPattern(q.q);
  const result = await db.execute(sql`
    with ranked as (
      select r.user_id, r.unidade_id, r.${media} as media, ${notasExpression[q.tab]} as notas, u.qra,
             rank() over (order by r.${media} desc) as posicao
      from ranking_medias r join users u on u.id = r.user_id
      where r.edital_id = ${q.editalId} and r.show_in_ranking and r.${media} is not null
    )
    select p.posicao::int as posicao, p.qra, un.sigla, p.notas::int as notas, p.media, p.user_id = ${q.userId} as sou_eu
    from ranked p left join unidades un on un.id = p.unidade_id
    where ${q.unidadeId === undefined ? sql`true` : sql`p.unidade_id = ${q.unidadeId}`}
      and ${
        pattern === null
          ? sql`true`
          : sql`(p.user_id in (select id from users where qra ~* ${pattern})
                 or p.unidade_id in (select id from unidades where sigla ~* ${pattern} or nome ~* ${pattern}))`
      }
    order by p.media desc, lower(p.qra) nulls last, p.user_id
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return rowsOf<{
    posicao: number;
    qra: string | null;
    sigla: string | null;
    notas: number;
    media: number;
    sou_eu: boolean;
  }>(result).map((r) => ({
    posicao: Number(r.posicao),
    qra: r.qra,
    unidadeSigla: r.sigla,
    notas: Number(r.notas),
    media: Number(r.media),
    souEu: r.sou_eu === true,
  }));
}

/** A tab's total, the students above the viewer and the filtered count, counted over the edital's rows. */
export async function straightforwardCounts(
  db: Db,
  q: { editalId: number; userId: string; tab: RankingTab; q: string; unidadeId?: number },
) {
  const media = mediaColumn[q.tab];
  const pattern = rankingSearchPattern(q.q);
  const [row] = rowsOf<{ total: number; acima: number; filtrado: number }>(
    await db.execute(sql`
      select count(*)::int as total,
             (count(*) filter (where r.${media} > (select ${media} from ranking_medias where user_id = ${q.userId}
                                                     and edital_id = ${q.editalId})))::int as acima,
             (count(*) filter (where ${q.unidadeId === undefined ? sql`true` : sql`r.unidade_id = ${q.unidadeId}`}
               and ${
                 pattern === null
                   ? sql`true`
                   : sql`(r.user_id in (select id from users where qra ~* ${pattern})
                          or r.unidade_id in (select id from unidades where sigla ~* ${pattern} or nome ~* ${pattern}))`
               }))::int as filtrado
      from ranking_medias r
      where r.edital_id = ${q.editalId} and r.show_in_ranking and r.${media} is not null`),
  );
  return { total: Number(row!.total), acima: Number(row!.acima), filtrado: Number(row!.filtrado) };
}

export interface BulkStudent {
  id: string;
  editalId: number;
  unidadeId: number | null;
  qra: string | null;
  showInRanking: boolean;
  /** The module averages (one nota each), on a grid of halves so the Geral mean needs no rounding. */
  mediaBasico: number | null;
  mediaEspecifico: number | null;
}

/**
 * Many ranked students at once, for the tests that need more of them than the search's cap: the users
 * and their ranking rows in two inserts, as refreshRankingMedias would leave them for one nota per module
 * with these grades (the histogram's trigger counts them as it does every write). A thousand students
 * written one by one the app's way take seconds; this takes a fraction of one.
 */
export async function insertRankedStudents(db: Db, students: BulkStudent[]): Promise<void> {
  for (let i = 0; i < students.length; i += 500) {
    const chunk = students.slice(i, i + 500);
    const values = (s: BulkStudent) => {
      const geral =
        s.mediaBasico === null || s.mediaEspecifico === null ? null : (s.mediaBasico + s.mediaEspecifico) / 2;
      return sql`(${s.id}, ${s.editalId}::int, ${s.unidadeId}::int, ${s.qra}::text, ${s.showInRanking}::boolean,
        ${s.mediaBasico}::float8, ${s.mediaEspecifico}::float8, ${geral}::float8)`;
    };
    const rows = sql`values ${sql.join(chunk.map(values), sql`, `)}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (id, nome, email, edital_id, unidade_id, qra, show_in_ranking)
        select id, 'Aluno ' || id, id || '@example.com', edital_id, unidade_id, qra, show_in_ranking
        from (${rows}) s (id, edital_id, unidade_id, qra, show_in_ranking, mb, me, mg)`);
      await tx.execute(sql`
        insert into ranking_medias (user_id, edital_id, unidade_id, show_in_ranking, qra, notas_basico,
                                    notas_especifico, soma_basico, soma_especifico, media_basico, media_especifico,
                                    media_geral)
        select id, edital_id, unidade_id, show_in_ranking, qra, (mb is not null)::int, (me is not null)::int,
               coalesce(mb, 0), coalesce(me, 0), mb, me, mg
        from (${rows}) s (id, edital_id, unidade_id, qra, show_in_ranking, mb, me, mg)`);
    });
  }
}
