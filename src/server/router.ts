import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** A route path with no parameter and no wildcard: it matches one request path, itself. */
const isStaticPath = (path: string) => !path.includes(':') && !path.includes('*');

/**
 * The app's router: Hono's own choice (its SmartRouter: the RegExpRouter when it can take the route
 * table, the TrieRouter when it cannot), with the answers for the app's static paths (`/api/config`,
 * `/api/me`, `/api/notas`…) kept in a table once worked out.
 *
 * Hono's RegExpRouter cannot hold a static path and a parameter at the same place for one method
 * (`GET /api/notas/materias` beside `GET /api/notas/:id`: registration order decides which answers, and
 * one regular expression cannot keep that order), so for our route table Hono uses its TrieRouter, which
 * walks the tree on every request, about 0.5 to 1 µs for `/api/config` where the RegExpRouter answers
 * a static path from a map in a few tens of nanoseconds (docs/decisions/0037). The RegExpRouter's map is
 * what this table is: a static path's answer (its middlewares and its handlers, in order, with no
 * parameters) depends on nothing but the method and the path, so the inner router's own answer, kept,
 * is the same answer. Only the registered static paths and methods are kept: a request for any other
 * path (an id, a path that is not a route) is never stored, so the table cannot grow with requests.
 */
export class StaticPathsRouter<T> implements Router<T> {
  name = 'StaticPathsRouter';
  readonly #inner: Router<T>;
  readonly #staticPaths = new Set<string>();
  readonly #methods = new Set<string>();
  /** Path, then method: the inner router's answer for a registered static path. */
  #table = new Map<string, Map<string, Result<T>>>();

  constructor(inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#inner = inner;
  }

  add(method: string, path: string, handler: T) {
    this.#inner.add(method, path, handler);
    if (isStaticPath(path)) this.#staticPaths.add(path);
    this.#methods.add(method);
    // Hono adds every route before the first request; a late one would change answers already kept.
    if (this.#table.size > 0) this.#table = new Map();
  }

  match(method: string, path: string): Result<T> {
    const kept = this.#table.get(path)?.get(method);
    if (kept !== undefined) return kept;
    const result = this.#inner.match(method, path);
    this.name = `StaticPathsRouter + ${this.#inner.name}`;
    if (this.#staticPaths.has(path) && this.#methods.has(method)) {
      let byMethod = this.#table.get(path);
      if (!byMethod) this.#table.set(path, (byMethod = new Map()));
      byMethod.set(method, result);
    }
    return result;
  }

  /** Whether the answer for this method and path comes from the table (for tests). */
  answersFromTable(method: string, path: string): boolean {
    return this.#table.get(path)?.has(method) ?? false;
  }
}
