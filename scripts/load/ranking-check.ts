// After the load: the ranking the app serves against one recomputed here from the notas table alone
// (not from ranking_medias, the aggregate the app keeps; docs/decisions/0011), in exact decimal
// arithmetic: per module the mean of the student's notas, Geral the mean of the two module means, each
// rounded to 2 decimals; competition places (1-2-2-4) among the edital's visible students.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import { competitionPositions, RANKING_TABS, type RankingTab } from '../../src/shared/rules/ranking.js';
import type { RankingPage, RankingResponse } from '../../src/shared/schemas/ranking.js';
import type { Student } from './student.js';

interface Recomputed {
  userId: string;
  qra: string | null;
  sigla: string | null;
  notas: Record<RankingTab, number>;
  /** Average in hundredths, null when the tab has none for the student. */
  media: Record<RankingTab, number | null>;
}

const hundredths = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100));

async function recompute(db: Db, editalId: number): Promise<Recomputed[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sums as (
        select n.user_id,
               count(*) filter (where m.modulo_id = 1) as nb, count(*) filter (where m.modulo_id = 2) as ne,
               sum(n.nota::numeric) filter (where m.modulo_id = 1) as sb,
               sum(n.nota::numeric) filter (where m.modulo_id = 2) as se
        from notas n join materias m on m.id = n.materia_id group by n.user_id
      )
      select u.id as user_id, u.qra, un.sigla, s.nb::int as nb, s.ne::int as ne,
             round(s.sb / nullif(s.nb, 0), 2)::text as mb,
             round(s.se / nullif(s.ne, 0), 2)::text as me,
             round((s.sb / nullif(s.nb, 0) + s.se / nullif(s.ne, 0)) / 2, 2)::text as mg
      from users u join sums s on s.user_id = u.id left join unidades un on un.id = u.unidade_id
      where u.edital_id = ${editalId} and u.show_in_ranking`),
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    qra: (r.qra as string | null) ?? null,
    sigla: (r.sigla as string | null) ?? null,
    notas: { basico: Number(r.nb), especifico: Number(r.ne), geral: Number(r.nb) + Number(r.ne) },
    media: { basico: hundredths(r.mb), especifico: hundredths(r.me), geral: hundredths(r.mg) },
  }));
}

/** Each ranked student's place in each tab, by user id. */
function places(all: Recomputed[]): Record<RankingTab, Map<string, number>> {
  const result = {} as Record<RankingTab, Map<string, number>>;
  for (const tab of RANKING_TABS) {
    const ranked = all.filter((r) => r.media[tab] !== null);
    const positions = competitionPositions(ranked.map((r) => r.media[tab]!));
    result[tab] = new Map(ranked.map((r, i) => [r.userId, positions[i]!]));
  }
  return result;
}

const rowKey = (r: { posicao: number; qra: string | null; sigla: string | null; notas: number; media: number }) =>
  `Nº ${r.posicao} ${r.qra ?? '(sem QRA)'} ${r.sigla ?? '-'} ${r.notas} notas média ${r.media / 100}`;

export async function checkRanking(db: Db, editalId: number, students: Student[]): Promise<string[]> {
  const problems: string[] = [];
  const all = await recompute(db, editalId);
  const place = places(all);
  const viewer = students[0]!.browser;

  // The whole list of every tab, page by page, as the viewer sees it. Equal averages may come in any
  // order the app likes, so rows are compared as sets.
  for (const tab of RANKING_TABS) {
    const served: string[] = [];
    let page: RankingPage | undefined;
    for (let n = 1; !page || page.temMais; n++) {
      const reply = await viewer.get(`/api/ranking?tab=${tab}&limit=100&page=${n}`);
      const body = reply.json<RankingResponse>();
      if (reply.status !== 200 || body.situacao !== 'ok') {
        problems.push(`ranking ${tab} page ${n}: ${reply.status} ${reply.text.slice(0, 120)}`);
        break;
      }
      page = body;
      served.push(...body.itens.map((i) => rowKey({ ...i, sigla: i.unidadeSigla, media: Math.round(i.media * 100) })));
    }
    const expected = all
      .filter((r) => r.media[tab] !== null)
      .map((r) =>
        rowKey({
          posicao: place[tab].get(r.userId)!,
          qra: r.qra,
          sigla: r.sigla,
          notas: r.notas[tab],
          media: r.media[tab]!,
        }),
      );
    if (page && page.total !== expected.length)
      problems.push(`ranking ${tab}: the app counts ${page.total} students, the notas give ${expected.length}`);
    const servedSet = new Set(served);
    const expectedSet = new Set(expected);
    const missing = expected.filter((k) => !servedSet.has(k));
    const unexpected = served.filter((k) => !expectedSet.has(k));
    if (missing.length || unexpected.length || served.length !== expected.length)
      problems.push(
        `ranking ${tab}: ${served.length} rows served, ${expected.length} recomputed; ` +
          `not served: ${missing.slice(0, 3).join('; ') || 'none'}; not recomputed: ${unexpected.slice(0, 3).join('; ') || 'none'}`,
      );
  }

  // Every load student's own place in each tab's header (the summary statement, apart from the list's).
  for (const student of students) {
    const body = (await student.browser.get('/api/ranking')).json<RankingResponse>();
    if (body.situacao !== 'ok') {
      problems.push(`ranking of ${student.email}: ${body.situacao}`);
      continue;
    }
    for (const tab of RANKING_TABS) {
      const expected = place[tab].get(student.userId) ?? null;
      if (body.abas[tab].posicao !== expected)
        problems.push(`ranking ${tab} of ${student.email}: Nº ${body.abas[tab].posicao}, recomputed Nº ${expected}`);
    }
  }
  return problems;
}
