import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pathPattern, preloadScript, readRouteModules } from '../../../scripts/route-preloads';
import { SIGNED_IN_HINT, storageKeys } from '../lib/storage-keys';
import { createRoutes } from './router';

const routerFile = path.resolve(__dirname, 'router.tsx');

interface LazyRoute {
  path: string;
  lazy: () => Promise<{ Component?: unknown }>;
  underLayout: boolean;
}

/** Every route of the real table that loads its page lazily, and whether a lazy layout is above it. */
function lazyRoutes(routes: RouteObject[], underLayout = false): LazyRoute[] {
  return routes.flatMap((route) => {
    const here: LazyRoute[] =
      route.path && typeof route.lazy === 'function'
        ? [{ path: route.path, lazy: route.lazy as LazyRoute['lazy'], underLayout }]
        : [];
    const isLayout = !route.path && typeof route.lazy === 'function';
    return [...here, ...lazyRoutes(route.children ?? [], underLayout || isLayout)];
  });
}

describe('the build reads the route table (scripts/route-preloads.ts)', () => {
  const read = readRouteModules(readFileSync(routerFile, 'utf8'));
  const real = lazyRoutes(createRoutes());

  it('finds every lazy route, and only those', () => {
    expect(read.map((r) => r.path).sort()).toEqual(real.map((r) => r.path).sort());
  });

  it('names the module each route really loads, and its layout', async () => {
    for (const route of real) {
      const entry = read.find((r) => r.path === route.path)!;
      const { Component } = await route.lazy();
      const module = (await import(/* @vite-ignore */ path.resolve(path.dirname(routerFile), entry.page))) as Record<
        string,
        unknown
      >;
      expect(Object.values(module), route.path).toContain(Component);
      expect(entry.layout !== null, route.path).toBe(route.underLayout);
    }
  });
});

describe('pathPattern', () => {
  it('matches the path with any value in a parameter, with or without a trailing slash, and nothing longer', () => {
    const pattern = new RegExp(pathPattern('/simulados/realizar/:materiaId'));
    expect(pattern.test('/simulados/realizar/12')).toBe(true);
    expect(pattern.test('/simulados/realizar/12/')).toBe(true);
    expect(pattern.test('/simulados/realizar/')).toBe(false);
    expect(pattern.test('/simulados/realizar/12/x')).toBe(false);
    expect(pattern.test('/x/simulados/realizar/12')).toBe(false);
    // A segment is matched as written, not as a pattern.
    expect(new RegExp(pathPattern('/a.b')).test('/axb')).toBe(false);
    expect(new RegExp(pathPattern('/a.b')).test('/a.b')).toBe(true);
  });
});

describe('the inline preload script', () => {
  const table: Array<[string, boolean, string[]]> = [
    [pathPattern('/cadastro'), false, ['/assets/signup.js']],
    [pathPattern('/dashboard'), true, ['/assets/app.js', '/assets/dashboard.js']],
  ];
  const run = (pathname: string, signedIn: boolean) => {
    window.history.replaceState(null, '', pathname);
    if (signedIn) window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
    new Function(preloadScript(table))();
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );
  };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("preloads a signed-in page's files where the browser was signed in", () => {
    expect(run('/dashboard', true)).toEqual(['/assets/app.js', '/assets/dashboard.js']);
  });

  it('preloads nothing behind a signed-in page for a browser that was not signed in', () => {
    expect(run('/dashboard', false)).toEqual([]);
  });

  it('preloads a public page for anyone, and nothing for a path it does not know', () => {
    expect(run('/cadastro', false)).toEqual(['/assets/signup.js']);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    expect(run('/login', true)).toEqual([]);
  });

  it('asks with the credentials mode of a module script, so the import finds the download', () => {
    run('/dashboard', true);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });
});
