import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../app/router';
import { createTestQueryClient, jsonResponse, stubFetch } from '../test-utils';
import { api } from './api';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_REQUESTS_GLOBAL,
  earlyPageRequests,
  earlyPageRequestsNotSubscribed,
  finishIntlWarmUp,
  forgetEarlyResponses,
  INTL_WARM_UP_GLOBAL,
  SESSION_PROBE_PATH,
  takeEarlyResponse,
} from './early-requests';
import { endLocalSession } from './session';
import { SIGNED_IN_HINT, storageKeys } from './storage-keys';

type Early = Record<string, [Promise<Response>, number]>;

/** What index.html's inline script leaves behind: `paths` asked `ageMs` ago, each answering its own path. */
function startEarly(paths: string[], ageMs = 0): Early {
  const early: Early = {};
  for (const path of paths) early[path] = [Promise.resolve(jsonResponse({ early: path })), performance.now() - ageMs];
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = early;
  return early;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('finishIntlWarmUp', () => {
  it("runs index.html's warm-up of the formats when the app's code starts before it ran, once", () => {
    const warmUp = vi.fn();
    vi.stubGlobal(INTL_WARM_UP_GLOBAL, warmUp);
    finishIntlWarmUp();
    expect(warmUp).toHaveBeenCalledTimes(1);
    // Taken away: index.html's idle callback, should it still come, finds nothing to run.
    expect((globalThis as Record<string, unknown>)[INTL_WARM_UP_GLOBAL]).toBeUndefined();
    finishIntlWarmUp();
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it("leaves alone what is not a warm-up (an older index.html's idle-callback handle)", () => {
    vi.stubGlobal(INTL_WARM_UP_GLOBAL, 7);
    expect(() => finishIntlWarmUp()).not.toThrow();
    expect((globalThis as Record<string, unknown>)[INTL_WARM_UP_GLOBAL]).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  it('gives an early answer once, to the same path only', async () => {
    startEarly(['/api/dashboard']);
    expect(takeEarlyResponse('/api/ranking/unidades')).toBeUndefined();
    const early = takeEarlyResponse('/api/dashboard');
    expect(await (await early!).json()).toEqual({ early: '/api/dashboard' });
    expect(takeEarlyResponse('/api/dashboard')).toBeUndefined();
  });

  it('does not give an answer that left too long ago, nor keep it', () => {
    const early = startEarly(['/api/dashboard'], EARLY_REQUEST_MAX_AGE_MS + 1);
    expect(takeEarlyResponse('/api/dashboard')).toBeUndefined();
    expect(early['/api/dashboard']).toBeUndefined();
  });

  it('gives nothing where the page started no early request', () => {
    expect(takeEarlyResponse(SESSION_PROBE_PATH)).toBeUndefined();
  });

  it('forgets every early answer when the session changes', () => {
    startEarly([SESSION_PROBE_PATH, '/api/dashboard']);
    forgetEarlyResponses();
    expect(takeEarlyResponse(SESSION_PROBE_PATH)).toBeUndefined();
    expect(takeEarlyResponse('/api/dashboard')).toBeUndefined();

    startEarly(['/api/dashboard']);
    endLocalSession(createTestQueryClient());
    expect(takeEarlyResponse('/api/dashboard')).toBeUndefined();
  });
});

describe('the API client and early answers', () => {
  it('answers a GET from the early request instead of asking again', async () => {
    const { calls } = stubFetch();
    startEarly(['/api/dashboard']);
    expect(await api.get('/api/dashboard')).toEqual({ early: '/api/dashboard' });
    expect(calls).toEqual([]);
    // The next call is a new question.
    await expect(api.get('/api/dashboard')).rejects.toMatchObject({ status: 404 });
    expect(calls.map((call) => call.url)).toEqual(['/api/dashboard']);
  });

  it('never answers a write from an early request', async () => {
    const { calls } = stubFetch(({ method }) => (method === 'POST' ? jsonResponse({ posted: true }) : undefined));
    startEarly(['/api/notas']);
    expect(await api.post('/api/notas', { nota: 7 })).toEqual({ posted: true });
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('reports an early request that failed as the network failure it is', async () => {
    stubFetch();
    const early: Early = { '/api/dashboard': [Promise.reject(new TypeError('Failed to fetch')), performance.now()] };
    early['/api/dashboard']![0].catch(() => {});
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = early;
    await expect(api.get('/api/dashboard')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

/** Every route of the real table with a loader, by its path. */
function routesWithLoaders(
  routes: RouteObject[],
): Array<{ path: string; loader: (args: LoaderFunctionArgs) => unknown }> {
  return routes.flatMap((route) => [
    ...(route.path && typeof route.loader === 'function'
      ? [{ path: route.path, loader: route.loader as (args: LoaderFunctionArgs) => unknown }]
      : []),
    ...routesWithLoaders(route.children ?? []),
  ]);
}

describe('the early requests index.html starts are what each route asks for first', () => {
  it("names, for each route, the requests its loader makes on a signed-in browser's first visit", async () => {
    const paths = routesWithLoaders(createRoutes()).map((route) => route.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const key of [...Object.keys(earlyPageRequests), ...Object.keys(earlyPageRequestsNotSubscribed)]) {
      expect(paths).toContain(key);
    }
    // A subscriber's browser and one whose last probe found no active subscription (the player's access check).
    for (const notSubscribed of [false, true]) {
      for (const path of paths) {
        // Each visit on a browser signed in at its last visit (a probe that found nobody clears the hints).
        window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
        if (notSubscribed) window.localStorage.setItem(storageKeys.notSubscribed, SIGNED_IN_HINT);
        const { calls } = stubFetch();
        // A fresh query client for each, as on a first visit.
        const { loader } = routesWithLoaders(createRoutes(createTestQueryClient())).find((r) => r.path === path)!;
        await loader({ request: new Request(`http://localhost${path}`), params: {} } as LoaderFunctionArgs);
        // The loader returns at once; its requests leave over the next few ticks.
        await new Promise((resolve) => setTimeout(resolve, 30));
        const asked = calls.map((call) => call.url).filter((url) => url !== SESSION_PROBE_PATH);
        const expected = [
          ...(earlyPageRequests[path] ?? []),
          ...(notSubscribed ? (earlyPageRequestsNotSubscribed[path] ?? []) : []),
        ];
        expect(asked, `${path}${notSubscribed ? ' (not subscribed)' : ''}`).toEqual(expected);
        vi.unstubAllGlobals();
        window.localStorage.clear();
      }
    }
  });
});
