import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DB_ID } from '../../shared/schemas/id.js';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Ids are PostgreSQL `integer`s. Built from the app's own route table, so a route added later is
// covered too: every path parameter, every id a body or query string names, beyond 2^31-1 (and far
// beyond), is refused cleanly (400 or 404) — never an integer overflow in the database answered 500.

const BIG_IDS = [MAX_DB_ID + 1, 9_999_999_999, 1e21];
/** Every id field a body or query string of the API takes, all at once; schemas ignore the others. */
const idFields = (id: number) => ({
  id,
  materiaId: id,
  moduloId: id,
  aulaId: id,
  questaoId: id,
  editalId: id,
  unidadeId: id,
  cursor: id,
  aulaIds: [id],
  respostas: [{ questaoId: id, resposta: 'A' }],
});

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let freeId: number;
beforeAll(async () => {
  t = await createTestApp();
  freeId = (await createContent(t.db, 3)).free.id;
  agents = await adminTestAgents(t, 'ids');
});
afterAll(async () => {
  await t?.close();
});

/** The API's routes with a method (middleware is registered as ALL), as Hono lists them. */
function apiRoutes() {
  const seen = new Set<string>();
  return (
    t.app.routes
      // Better Auth's own routes take no integer ids; the webhook is answered by its signature check.
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .filter((r) => !r.path.startsWith('/api/auth') && !r.path.startsWith('/api/webhooks'))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
  );
}

/** A route path with every `:param` (and its optional `{regex}`) replaced by `value`. */
const fill = (path: string, value: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, value);

describe('ids beyond the integer column', () => {
  it('the route table has routes with ids to check', () => {
    expect(apiRoutes().filter((r) => r.path.includes(':')).length).toBeGreaterThan(20);
  });

  it.each(BIG_IDS)('in a path, a body or a query string, %s is a 400 or 404 on every route', async (id) => {
    const failures: string[] = [];
    for (const { method, path } of apiRoutes()) {
      const query = new URLSearchParams(
        Object.entries(idFields(id)).flatMap(([k, v]) => (typeof v === 'number' ? [[k, String(v)]] : [])),
      );
      const url = `${fill(path, String(id))}?${query}`;
      const body = method === 'GET' || method === 'DELETE' ? undefined : { ...idFields(id), materiaId: freeId };
      for (const [name, agent] of [
        ['admin', agents.admin],
        ['student', agents.subscriber],
      ] as const) {
        const res =
          body === undefined
            ? method === 'GET'
              ? await agent.get(url)
              : await agent.delete(url)
            : method === 'PUT'
              ? await agent.put(url, body)
              : method === 'PATCH'
                ? await agent.patch(url, body)
                : await agent.post(url, body);
        if (res.status >= 500) failures.push(`${name} ${method} ${url} → ${res.status}`);
        if (res.status === 200 || res.status === 201) {
          // A route without ids (a list, the profile) may answer; one naming the id in its path must not.
          if (path.includes(':') && !path.includes(':arquivo'))
            failures.push(`${name} ${method} ${url} → ${res.status}`);
        }
      }
      // Body ids on their own, with the path id valid but unknown.
      if (body && path.includes(':')) {
        const res = await agents.admin.post(fill(path, String(MAX_DB_ID)), idFields(id));
        if (res.status >= 500) failures.push(`admin POST ${fill(path, String(MAX_DB_ID))} (body ids) → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
