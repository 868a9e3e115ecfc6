// The `dashboard` case, run by bench/run.ts: GET /api/dashboard as the student of bench/dataset-dashboard.ts.

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export interface DashboardReady {
  account: { email: string; password: string };
}

/** Signs the dashboard student in and measures the one request behind the whole /dashboard page. */
export async function measureDashboard(base: string, origin: string, ready: DashboardReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`dashboard sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return measure('dashboard', 100, 10, async () => {
    const res = await fetch(`${base}/api/dashboard`, { headers: { cookie, origin } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/dashboard: ${res.status} ${body.slice(0, 200)}`);
  });
}
