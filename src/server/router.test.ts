import type { Hono } from 'hono';
import type { Result } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app.js';
import type { AppEnv } from './context.js';
import { StaticPathsRouter } from './router.js';

/** A match's handlers in order, each with its parameters by name (whichever router answered). */
function answer<T>(result: Result<T>) {
  const [matches, stash] = result as [[T, Record<string, unknown>][], unknown[] | undefined];
  return matches.map(([handler, params]) => [
    handler,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, stash ? stash[v as number] : v])),
  ]);
}

describe('StaticPathsRouter', () => {
  const routes: [string, string, string][] = [
    ['ALL', '*', 'log'],
    ['GET', '/x/new', 'new'],
    ['GET', '/x/:id', 'byId'],
    ['ALL', '/x/*', 'auth'],
    ['POST', '/x', 'create'],
  ];
  const build = () => {
    // A TrieRouter inside, which (unlike Hono's SmartRouter) takes routes after a match.
    const router = new StaticPathsRouter<string>(new TrieRouter());
    const trie = new TrieRouter<string>();
    for (const [m, p, h] of routes) {
      router.add(m, p, h);
      trie.add(m, p, h);
    }
    return { router, trie };
  };

  it('answers every path as the TrieRouter does, static paths from its table once worked out', () => {
    const { router, trie } = build();
    for (const [method, path] of [
      ['GET', '/x/new'],
      ['GET', '/x/new'],
      ['GET', '/x/7'],
      ['POST', '/x'],
      ['POST', '/x'],
      ['GET', '/x'],
      ['DELETE', '/x/new'],
      ['GET', '/nothing'],
    ] as const)
      expect(answer(router.match(method, path)), `${method} ${path}`).toEqual(answer(trie.match(method, path)));
    expect(router.answersFromTable('GET', '/x/new')).toBe(true);
    expect(router.answersFromTable('POST', '/x')).toBe(true);
    // Only registered static paths, and only methods some route names, are kept.
    expect(router.answersFromTable('GET', '/x/7')).toBe(false);
    expect(router.answersFromTable('GET', '/nothing')).toBe(false);
    expect(router.answersFromTable('DELETE', '/x/new')).toBe(false);
  });

  it('forgets what it kept when a route is added after a match', () => {
    const { router } = build();
    expect(answer(router.match('GET', '/x/new')).map(([h]) => h)).toEqual(['log', 'new', 'byId', 'auth']);
    router.add('GET', '/x/new', 'late');
    expect(router.answersFromTable('GET', '/x/new')).toBe(false);
    expect(answer(router.match('GET', '/x/new')).map(([h]) => h)).toEqual(['log', 'new', 'byId', 'auth', 'late']);
  });
});

describe("the app's router", async () => {
  const t = await createTestApp();
  afterAll(() => t.close());
  const app = t.app as unknown as Hono<AppEnv>;

  it('answers the throughput routes from the table of static paths, with no tree walk', async () => {
    for (const path of ['/api/config', '/api/me', '/api/notas']) await app.request(path);
    const router = app.router as StaticPathsRouter<unknown>;
    expect(router).toBeInstanceOf(StaticPathsRouter);
    // Hono's RegExpRouter cannot take our table (a static path beside a parameter, router.ts), so its
    // SmartRouter chose the TrieRouter; should it one day take the RegExpRouter, this test says so.
    expect(router.name).toBe('StaticPathsRouter + SmartRouter + TrieRouter');
    for (const path of ['/api/config', '/api/me', '/api/notas'])
      expect(router.answersFromTable('GET', path)).toBe(true);
  });

  it('answers every registered path and method as a TrieRouter over the same routes does', () => {
    const trie = new TrieRouter<unknown>();
    // What Hono gives its router for each route: the handler and the route.
    for (const r of app.routes) trie.add(r.method, r.path, [r.handler, r]);
    const methods = [...new Set(app.routes.map((r) => r.method).filter((m) => m !== 'ALL')), 'OPTIONS'];
    // Each route's own path (a parameter filled in) and a path of its own below it, twice: worked out, then kept.
    const paths = new Set(app.routes.flatMap((r) => [r.path.replace(/:\w+/g, '7').replace(/\*$/, 'x')]));
    for (let pass = 0; pass < 2; pass++)
      for (const path of paths)
        for (const method of methods)
          expect(answer(app.router.match(method, path)), `${method} ${path}`).toEqual(answer(trie.match(method, path)));
  });
});
