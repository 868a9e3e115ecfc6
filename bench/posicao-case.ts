// The `posicao` case, run by bench/run.ts as the student of bench/ranking-dataset.ts (its data:
// bench/posicao-dataset.ts).
import type { RankingReady } from './ranking-case.js';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

interface PosicaoAnswer {
  situacao: string;
  posicao: { percentilEdital: number; totalEdital: number } | null;
  distribuicao: { total: number; minhaFaixa: number | null };
  materias: unknown[];
}

/**
 * `posicao`: GET /api/ranking/posicao ('Onde estou', issue 27 §7) for a student deep in an edital of
 * 20,000 ranked students (and their hidden colleagues, who count): the percentiles and the histogram
 * are one pass over the edital's ranking rows, the ten subjects against the edital read the kept sums.
 */
export async function measurePosicao(base: string, origin: string, ready: RankingReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`posicao sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async () => {
    const res = await fetch(`${base}/api/ranking/posicao`, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/ranking/posicao: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as PosicaoAnswer;
  };
  const first = await get();
  // Every ranked student and the hidden ones (one in 20 more) count; the account is among them.
  if (
    first.situacao !== 'ok' ||
    first.posicao === null ||
    first.posicao.totalEdital <= ready.total ||
    first.distribuicao.total !== first.posicao.totalEdital ||
    first.materias.length !== 10
  ) {
    throw new Error(`posicao: unexpected answer ${JSON.stringify(first).slice(0, 300)}`);
  }
  return measure('posicao', 100, 10, async () => void (await get()));
}
