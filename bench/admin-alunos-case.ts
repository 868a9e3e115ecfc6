// The `admin-alunos` case, run by bench/run.ts as the admin of bench/admin-alunos-dataset.ts.

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export interface AdminAlunosReady {
  account: { email: string; password: string };
}

/**
 * What an admin types in the Alunos search box: a name without its accents (a few matches), a common
 * surname (thousands, sorted by name for the page), an e-mail, a QRA, a WhatsApp number as formatted,
 * and a later page of a broad search.
 */
const SEARCHES = [
  '?q=conceicao%201234',
  '?q=Gon%C3%A7alves',
  '?q=aluno777%40alunos',
  '?q=qra%2015',
  '?q=(21)%209',
  '?q=simoes&page=40',
];

/** GET /api/admin/alunos with a search among the bench's students, each answer checked. */
export async function measureAdminAlunos(base: string, origin: string, ready: AdminAlunosReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`admin-alunos sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let i = 0;
  return measure('admin-alunos', 120, 12, async () => {
    const query = SEARCHES[i++ % SEARCHES.length]!;
    const res = await fetch(`${base}/api/admin/alunos${query}`, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/admin/alunos${query}: ${res.status} ${text.slice(0, 200)}`);
    const page = JSON.parse(text) as { itens: unknown[]; total: number };
    if (page.itens.length === 0 || page.total === 0) throw new Error(`admin-alunos${query}: no student found`);
  });
}
