// The `admin-questoes` case, run by bench/run.ts as the admin of bench/admin-questoes-dataset.ts.

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export interface AdminQuestoesReady {
  account: { email: string; password: string };
  materiaId: number;
  questoes: number;
}

interface ListAnswer {
  itens: Array<{ id: number; enunciado: string }>;
  total: number;
}

/**
 * GET /api/admin/questoes: one page of a matéria of 20,000 questions with a search ('constituicao
 * federal', accents and case ignored) that only one question in a thousand matches, so the page and its
 * total look at every statement of the matéria.
 */
export async function measureAdminQuestoes(base: string, origin: string, ready: AdminQuestoesReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`admin-questoes sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const url = `${base}/api/admin/questoes?materiaId=${ready.materiaId}&q=constituicao%20federal&page=1`;
  const list = async () => {
    const res = await fetch(url, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/admin/questoes: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as ListAnswer;
  };

  const expected = Math.floor(ready.questoes / 1000);
  const first = await list();
  if (first.total !== expected || first.itens.length !== Math.min(20, expected)) {
    throw new Error(`admin-questoes: expected ${expected} matches, got ${JSON.stringify(first).slice(0, 300)}`);
  }
  return measure('admin-questoes', 100, 10, async () => void (await list()));
}
