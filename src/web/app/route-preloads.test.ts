import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  insertBeforeEntry,
  pathPattern,
  preloadScript,
  readRouteModules,
  type PreloadRow,
} from '../../../scripts/route-preloads';
import {
  EARLY_REQUESTS_GLOBAL,
  finishIntlWarmUp,
  INTL_WARM_UP_GLOBAL,
  pagesFormattingAtFirstPaint,
  takeEarlyResponse,
} from '../lib/early-requests';
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

describe('the pages whose first screen formats (lib/early-requests.ts)', () => {
  it('are routes of the real table, each signed in', () => {
    const lazy = lazyRoutes(createRoutes());
    for (const routePath of pagesFormattingAtFirstPaint) {
      expect(
        lazy.find((route) => route.path === routePath),
        routePath,
      ).toMatchObject({ underLayout: true });
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
  const table: PreloadRow[] = [
    [pathPattern('/cadastro'), false, ['/assets/signup.js'], [], [], false],
    [pathPattern('/dashboard'), true, ['/assets/app.js', '/assets/dashboard.js'], ['/api/dashboard'], [], true],
    [pathPattern('/simulados/realizar/:materiaId'), true, ['/assets/player.js'], [], ['/api/simulados/opcoes'], false],
  ];
  const run = (pathname: string, signedIn: boolean, notSubscribed = false) => {
    window.history.replaceState(null, '', pathname);
    if (signedIn) window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
    if (notSubscribed) window.localStorage.setItem(storageKeys.notSubscribed, SIGNED_IN_HINT);
    new Function(preloadScript(table))();
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );
  };
  const asked = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => url as string);

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    delete (globalThis as Record<string, unknown>)[INTL_WARM_UP_GLOBAL];
    vi.unstubAllGlobals();
  });

  it("preloads a signed-in page's files where the browser was signed in", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    expect(run('/dashboard', true)).toEqual(['/assets/app.js', '/assets/dashboard.js']);
  });

  it('preloads nothing behind a signed-in page for a browser that was not signed in, and asks for nothing', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    expect(run('/dashboard', false)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
  });

  it('preloads a public page for anyone, and nothing for a path it does not know', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    expect(run('/cadastro', false)).toEqual(['/assets/signup.js']);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    expect(run('/login', true)).toEqual([]);
  });

  it('asks with the credentials mode of a module script, so the import finds the download', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    run('/dashboard', true);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it("starts a signed-in browser's session probe and the page's first request, with the API client's headers", async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));
    vi.stubGlobal('fetch', fetchMock);
    run('/dashboard', true);
    expect(asked(fetchMock)).toEqual(['/api/session', '/api/dashboard']);
    for (const [, init] of fetchMock.mock.calls as unknown as Array<[string, RequestInit]>) {
      expect(init).toEqual({ headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    }
    const early = takeEarlyResponse('/api/dashboard');
    expect(await (await early!).json()).toEqual({ url: '/api/dashboard' });
  });

  it("starts a non-subscriber's requests only where the last probe found no active subscription", () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    run('/simulados/realizar/3', true);
    expect(asked(fetchMock)).toEqual(['/api/session']);
    fetchMock.mockClear();
    run('/simulados/realizar/3', true, true);
    expect(asked(fetchMock)).toEqual(['/api/session', '/api/simulados/opcoes']);
    // Never without the signed-in hint: a visitor's browser asks for nothing.
    fetchMock.mockClear();
    window.localStorage.clear();
    run('/simulados/realizar/3', false, true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts only the session probe on a page with no early request, or one it does not know', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    run('/cadastro', true);
    run('/somewhere', true);
    expect(asked(fetchMock)).toEqual(['/api/session', '/api/session']);
  });

  it("warms the locale's formats once the main thread is idle, on a signed-in browser's page that formats only", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const idle = vi.fn<(callback: () => void) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    run('/login', false);
    run('/dashboard', false);
    // The player's first screen formats nothing: a warm-up could only delay it.
    run('/simulados/realizar/3', true);
    expect(idle).not.toHaveBeenCalled();
    expect(INTL_WARM_UP_GLOBAL in globalThis).toBe(false);

    run('/dashboard', true);
    expect(idle).toHaveBeenCalledTimes(1);
    // Left where the entry finds it (finishIntlWarmUp), should the app's code start first.
    expect(typeof (globalThis as Record<string, unknown>)[INTL_WARM_UP_GLOBAL]).toBe('function');
    // What the idle callback builds, recorded by stand-ins for the two formats (unstubbed after the test).
    const built: string[] = [];
    const format = (kind: string) =>
      class {
        constructor(locale: string) {
          built.push(`${kind} ${locale}`);
        }
        format() {
          return '';
        }
      };
    vi.stubGlobal('Intl', { DateTimeFormat: format('DateTimeFormat'), NumberFormat: format('NumberFormat') });
    idle.mock.calls[0]![0]();
    expect(built).toEqual(['DateTimeFormat pt-BR', 'NumberFormat pt-BR']);
    // Once: it took the warm-up away, so the entry finds nothing left to run.
    expect(INTL_WARM_UP_GLOBAL in globalThis).toBe(false);
    finishIntlWarmUp();
    expect(built).toHaveLength(2);
  });

  it('leaves the warm-up to the entry when the entry starts first, or where the browser has no idle callbacks', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const idle = vi.fn<(callback: () => void) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    // Stand-ins for the two formats that record what is formatted (unstubbed after the test).
    const built: string[] = [];
    vi.stubGlobal('Intl', {
      DateTimeFormat: class {
        format = () => built.push('DateTimeFormat');
      },
      NumberFormat: class {
        format = () => built.push('NumberFormat');
      },
    });
    run('/dashboard', true);
    finishIntlWarmUp();
    expect(built).toEqual(['DateTimeFormat', 'NumberFormat']);
    // The idle callback, coming after the entry, builds nothing more.
    idle.mock.calls[0]![0]();
    expect(built).toHaveLength(2);

    // Without idle callbacks (Safari) the requests leave as ever, and the entry runs the warm-up.
    vi.stubGlobal('requestIdleCallback', undefined);
    fetchMock.mockClear();
    run('/dashboard', true);
    expect(asked(fetchMock)).toEqual(['/api/session', '/api/dashboard']);
    finishIntlWarmUp();
    expect(built).toHaveLength(4);
  });

  it('leaves no unhandled rejection when an early request fails and is never taken', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    run('/dashboard', true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlyResponse('/api/dashboard')).rejects.toThrow('Failed to fetch');
  });
});

describe('insertBeforeEntry', () => {
  it("puts the script before the entry's module script and stylesheet", () => {
    const html =
      '<head><script>theme()</script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="stylesheet" href="/assets/index.css"></head>';
    const out = insertBeforeEntry(html, 'early()');
    expect(out.indexOf('<script>early()</script>')).toBeGreaterThan(out.indexOf('theme()'));
    expect(out.indexOf('<script>early()</script>')).toBeLessThan(out.indexOf('type="module"'));
    expect(out.indexOf('<script>early()</script>')).toBeLessThan(out.indexOf('rel="stylesheet"'));
  });

  it('refuses an index.html without the entry', () => {
    expect(() => insertBeforeEntry('<head></head>', 'x')).toThrow(/no module script/);
  });
});
