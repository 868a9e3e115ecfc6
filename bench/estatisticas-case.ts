// The `estatisticas` case (issue 27 §1: a question's statistics ≤ 10 ms p95 on PostgreSQL), run by
// bench/run.ts as the bench student (a subscriber) over the premium matéria of bench/dataset.ts.
import { randomUUID } from 'node:crypto';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

interface Estatisticas {
  questaoId: number;
  respostas: number;
}

/**
 * GET /api/questoes/:id/estatisticas for questions that have counts: the subscription check (a premium
 * question) and one primary-key read of questao_estatisticas. A simulado over 50 questions is saved
 * first, so every question asked for has its row.
 */
export async function measureEstatisticas(
  base: string,
  origin: string,
  cookie: string,
  materiaId: number,
  ids: number[],
  measure: Measure,
) {
  // Five-alternative questions only, so every letter A–E is an answer they take: bench/dataset.ts makes
  // question g (ids in order, g from 1) Certo/Errado when g % 10 is 0 and of four alternatives when 1.
  const chosen = ids.filter((_, i) => (i + 1) % 10 >= 2).slice(0, 50);
  const save = await fetch(`${base}/api/simulados`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientKey: randomUUID(),
      materiaId,
      respostas: chosen.map((questaoId, i) => ({ questaoId, resposta: 'ABCDE'[i % 5] })),
    }),
  });
  if (save.status !== 201) throw new Error(`estatisticas: save failed: ${save.status} ${await save.text()}`);

  const read = async (questaoId: number) => {
    const res = await fetch(`${base}/api/questoes/${questaoId}/estatisticas`, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/questoes/${questaoId}/estatisticas: ${res.status} ${text}`);
    return JSON.parse(text) as Estatisticas;
  };
  const first = await read(chosen[0]!);
  if (first.questaoId !== chosen[0] || first.respostas < 1) {
    throw new Error(`estatisticas: expected counts for question ${chosen[0]}, got ${JSON.stringify(first)}`);
  }
  let i = 0;
  return measure('estatisticas', 200, 20, async () => void (await read(chosen[i++ % chosen.length]!)));
}
