import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t);
});
afterAll(async () => {
  await t?.close();
});

/** Every route Hono knows under /api/admin, with its path made requestable (`:id` → 1, `*` → x). */
function adminRouteTable() {
  const seen = new Set<string>();
  const routes: Array<{ method: string; url: string }> = [];
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/api/admin')) continue;
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const url = route.path.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
    const key = `${method} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, url });
  }
  return routes;
}

async function call(agent: ReturnType<TestApp['agent']>, method: string, url: string) {
  if (method === 'GET') return agent.get(url);
  if (method === 'DELETE') return agent.delete(url);
  if (method === 'PUT') return agent.put(url, {});
  if (method === 'PATCH') return agent.patch(url, {});
  return agent.post(url, {});
}

describe('the /api/admin subtree', () => {
  it('has its CRUD routes in the table the guard test walks', () => {
    const methods = adminRouteTable().map((r) => `${r.method} ${r.url}`);
    expect(methods).toEqual(
      expect.arrayContaining(['GET /api/admin/modulos', 'POST /api/admin/unidades', 'DELETE /api/admin/editais/1']),
    );
  });

  it('answers 401 to anonymous visitors on every admin route', async () => {
    for (const { method, url } of adminRouteTable()) {
      const res = await call(agents.anonymous, method, url);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to a student on every admin route', async () => {
    for (const { method, url } of adminRouteTable()) {
      const res = await call(agents.student, method, url);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 403 to a subscriber on every admin route', async () => {
    for (const { method, url } of adminRouteTable()) {
      const res = await call(agents.subscriber, method, url);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('lets an admin through', async () => {
    const res = await agents.admin.get('/api/admin/modulos');
    expect(res.status).toBe(200);
  });
});
