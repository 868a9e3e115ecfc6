import { sql } from 'drizzle-orm';
import {
  acertoPercent,
  diferencaPontos,
  faixaOf,
  percentil,
  POSICAO_FAIXA_LARGURA,
  POSICAO_FAIXAS,
} from '../../../shared/rules/posicao.js';
import type { PosicaoMateria, PosicaoResponse } from '../../../shared/schemas/posicao.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Db } from '../../db/client.js';

interface FaixaRow {
  faixa: number;
  n: number;
  abaixo: number | null;
}
interface MeRow {
  numero: string;
  media_geral: number | null;
  unidade_id: number | null;
  sigla: string | null;
  n_unidade: number | null;
  abaixo_unidade: number | null;
}
interface MateriaRow {
  materia_id: number;
  nome: string;
  respondidas: number;
  acertos: number;
  edital_respondidas: number;
  edital_acertos: number;
  alunos: number;
}

/**
 * GET /api/ranking/posicao ('Onde estou', issue 27 §7, docs/decisions/0043). Three statements side by side:
 * - the edital's médias gerais (every student of the edital with notas in both modules, hidden ones
 *   too) grouped into the chart's bins, each bin with how many are below the student's average: read
 *   from the edital's histogram (ranking_histograma.todos_geral, at most 1001 rows), 20 rows out;
 * - the student's own row (average, unidade), the edital's number, and their unidade's count and how many
 *   of it are below them: a range of ranking_unidade_idx, one unidade's rows, never the whole edital;
 * - the student's honest counters per subject (desempenho_materias) beside the edital's sums
 *   (desempenho_editais): a handful of rows, never the edital's answers.
 * Only counts leave the server: no other student's id, name, QRA or average.
 */
export async function getPosicao({ db, user }: { db: Db; user: SessionUser }): Promise<PosicaoResponse> {
  const editalId = user.editalId ?? null;
  if (editalId === null) return { situacao: 'sem_edital' };
  const userId = user.id;

  const [faixasResult, meResult, materiasResult] = await Promise.all([
    db.execute(sql`
      with me as (
        select media_geral from ranking_medias where user_id = ${userId} and edital_id = ${editalId}
      )
      select least(greatest(floor(h.media / ${POSICAO_FAIXA_LARGURA}::float8), 0), ${POSICAO_FAIXAS - 1})::int
               as faixa,
             sum(h.todos_geral)::int as n,
             coalesce(sum(h.todos_geral) filter (where h.media < (select media_geral from me)), 0)::int as abaixo
      from ranking_histograma h
      where h.edital_id = ${editalId} and h.todos_geral > 0
      group by 1`),
    db.execute(sql`
      select e.numero, r.media_geral, r.unidade_id, un.sigla, c.n_unidade, c.abaixo_unidade
      from editais e
      left join ranking_medias r on r.user_id = ${userId} and r.edital_id = e.id
      left join unidades un on un.id = r.unidade_id
      left join lateral (
        select count(*)::int as n_unidade,
               (count(*) filter (where x.media_geral < r.media_geral))::int as abaixo_unidade
        from ranking_medias x
        where x.edital_id = e.id and x.unidade_id = r.unidade_id and x.media_geral is not null
      ) c on true
      where e.id = ${editalId}`),
    db.execute(sql`
      select d.materia_id, m.nome, d.respondidas, d.acertos,
             coalesce(e.respondidas, 0)::int as edital_respondidas,
             coalesce(e.acertos, 0)::int as edital_acertos,
             coalesce(e.alunos, 0)::int as alunos
      from desempenho_materias d
      join materias m on m.id = d.materia_id
      left join desempenho_editais e on e.edital_id = ${editalId} and e.materia_id = d.materia_id
      where d.user_id = ${userId} and d.respondidas > 0`),
  ]);

  const me = rowsOf<MeRow>(meResult)[0];
  if (!me) return { situacao: 'sem_edital' };

  const faixas = new Array<number>(POSICAO_FAIXAS).fill(0);
  let total = 0;
  let abaixo = 0;
  for (const row of rowsOf<FaixaRow>(faixasResult)) {
    faixas[Number(row.faixa)] = Number(row.n);
    total += Number(row.n);
    abaixo += Number(row.abaixo ?? 0);
  }
  const totalUnidade = Number(me.n_unidade ?? 0);
  const abaixoUnidade = Number(me.abaixo_unidade ?? 0);
  const media = me.media_geral === null ? null : Number(me.media_geral);

  return {
    situacao: 'ok',
    edital: { numero: me.numero },
    posicao:
      media === null
        ? null
        : {
            media,
            percentilEdital: percentil(abaixo, total),
            totalEdital: total,
            unidade:
              me.unidade_id === null || me.sigla === null
                ? null
                : { sigla: me.sigla, percentil: percentil(abaixoUnidade, totalUnidade), total: totalUnidade },
          },
    distribuicao: { faixas, total, minhaFaixa: media === null ? null : faixaOf(media) },
    materias: rowsOf<MateriaRow>(materiasResult).map(toMateria).sort(behindFirst),
  };
}

function toMateria(row: MateriaRow): PosicaoMateria {
  const mine = { acertos: Number(row.acertos), respondidas: Number(row.respondidas) };
  const edital = { acertos: Number(row.edital_acertos), respondidas: Number(row.edital_respondidas) };
  const comEdital = edital.respondidas > 0;
  return {
    materiaId: Number(row.materia_id),
    nome: row.nome,
    respondidas: mine.respondidas,
    acerto: acertoPercent(mine.acertos, mine.respondidas),
    acertoEdital: comEdital ? acertoPercent(edital.acertos, edital.respondidas) : null,
    alunosEdital: Number(row.alunos),
    diferenca: comEdital ? diferencaPontos(mine, edital) : null,
  };
}

/** Furthest behind the edital first; subjects without the edital's figure last; then by name. */
function behindFirst(a: PosicaoMateria, b: PosicaoMateria): number {
  if (a.diferenca === null || b.diferenca === null) {
    if (a.diferenca !== b.diferenca) return a.diferenca === null ? 1 : -1;
  } else if (a.diferenca !== b.diferenca) {
    return a.diferenca - b.diferenca;
  }
  return a.nome.localeCompare(b.nome, 'pt-BR');
}
