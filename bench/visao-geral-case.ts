// The `admin-visao-geral` case, run by bench/run.ts as the admin of bench/visao-geral-dataset.ts.
import type { AdminVisaoGeral } from '../src/shared/schemas/admin-visao-geral.js';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export interface VisaoGeralReady {
  account: { email: string; password: string };
  alunos: number;
}

/** GET /api/admin/visao-geral, over 30 days and over 12 months in turn, each answer checked. */
export async function measureVisaoGeral(base: string, origin: string, ready: VisaoGeralReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`admin-visao-geral sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let i = 0;
  return measure('admin-visao-geral', 120, 12, async () => {
    const periodo = i++ % 2 === 0 ? '30d' : '12m';
    const res = await fetch(`${base}/api/admin/visao-geral?periodo=${periodo}`, { headers: { cookie, origin } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/admin/visao-geral: ${res.status} ${text.slice(0, 200)}`);
    const v = JSON.parse(text) as AdminVisaoGeral;
    const simulados = v.simuladosPorDia.reduce((s, p) => s + p.valor, 0);
    // Three simulados a student over a year: a year shows them all, 30 days about a twelfth.
    const minimo = periodo === '12m' ? ready.alunos * 2.5 : ready.alunos * 0.15;
    if (simulados < minimo || v.assinaturas.ativas < ready.alunos / 2) {
      throw new Error(`admin-visao-geral ${periodo}: ${simulados} simulados, ${v.assinaturas.ativas} subscriptions`);
    }
  });
}
