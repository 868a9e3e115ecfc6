// The `ranking` and `nota-save` cases, run by bench/run.ts as the student of bench/ranking-dataset.ts.

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export interface RankingReady {
  account: { email: string; password: string };
  materiaId: number;
  posicao: number;
  total: number;
}

interface RankingAnswer {
  situacao: string;
  itens: unknown[];
  eu: { classificado: boolean; linha?: { posicao: number; notas: number } };
}

/**
 * `ranking`: GET /api/ranking — the first page of the Geral tab plus the student's own place, which sits
 * deep in a 20,000-student edital (200,000 at BENCH_SCALE=10). `rank-deep`: the page three quarters of the
 * way down, where paging by offset would read the whole range above it. `rank-search`: the first page of
 * a search over QRA and unidade (about one student in twenty matches 'qra12'). `nota-save`: POST /api/notas, whose transaction rewrites the student's
 * ranking row; afterwards the ranking must already count every nota saved.
 */
export async function measureRanking(base: string, origin: string, ready: RankingReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`ranking sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const getRanking = async (query = '') => {
    const res = await fetch(`${base}/api/ranking${query}`, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/ranking${query}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as RankingAnswer;
  };

  const first = await getRanking();
  if (first.situacao !== 'ok' || first.itens.length === 0 || first.eu.linha?.posicao !== ready.posicao) {
    throw new Error(`ranking: unexpected answer ${JSON.stringify(first).slice(0, 300)}`);
  }
  const notasBefore = first.eu.linha.notas;

  const rows = [];
  rows.push(await measure('ranking', 100, 10, async () => void (await getRanking())));
  const deep = Math.max(1, Math.floor((ready.total * 0.75) / first.itens.length));
  rows.push(await measure('rank-deep', 40, 5, async () => void (await getRanking(`?page=${deep}`))));
  rows.push(await measure('rank-search', 40, 5, async () => void (await getRanking('?q=qra12'))));

  let saved = 0;
  // The same grade as the student's others, so their place does not move while the case runs.
  const body = JSON.stringify({ materiaId: ready.materiaId, nota: 4.5, data: '2025-03-01' });
  rows.push(
    await measure('nota-save', 100, 10, async () => {
      const res = await fetch(`${base}/api/notas`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`POST /api/notas: ${res.status} ${text.slice(0, 200)}`);
      saved++;
    }),
  );
  const after = await getRanking();
  if (after.eu.linha?.notas !== notasBefore + saved) {
    throw new Error(`nota-save: the ranking counts ${after.eu.linha?.notas} notas, expected ${notasBefore + saved}`);
  }
  return rows;
}
