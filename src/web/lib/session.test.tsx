import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { makeUser, jsonResponse, apiError, stubFetch, createTestQueryClient } from '../test-utils';
import { api, clientErrorCodes } from './api';
import {
  fetchMe,
  isOutage,
  meQueryKey,
  SESSION_FRESH_ON_MOUNT_MS,
  SESSION_PROBE_PATH,
  useMe,
  useRefreshSessionOnMount,
  wasNotSubscribed,
  wasSignedIn,
} from './session';

afterEach(() => vi.unstubAllGlobals());

describe('the session probe checks what the server sends', () => {
  it('gives the profile, or null when signed out', async () => {
    const user = makeUser();
    stubFetch(() => jsonResponse(user));
    await expect(fetchMe()).resolves.toEqual(user);
    stubFetch(({ url }) => (url === SESSION_PROBE_PATH ? jsonResponse(null) : undefined));
    await expect(fetchMe()).resolves.toBeNull();
  });

  it("leaves index.html's hints: signed in, and without an active subscription", async () => {
    const now = Date.now();
    for (const [dataExpiracao, notSubscribed] of [
      [new Date(now + 86_400_000).toISOString(), false],
      [new Date(now - 86_400_000).toISOString(), true],
      [null, true],
    ] as const) {
      stubFetch(() => jsonResponse(makeUser({ dataExpiracao })));
      await fetchMe();
      expect(wasSignedIn()).toBe(true);
      expect(wasNotSubscribed(), String(dataExpiracao)).toBe(notSubscribed);
    }
    // Signed out: neither hint stays.
    stubFetch(({ url }) => (url === SESSION_PROBE_PATH ? jsonResponse(null) : undefined));
    await fetchMe();
    expect(wasSignedIn()).toBe(false);
    expect(window.localStorage.getItem('notSubscribed')).toBeNull();
    window.localStorage.clear();
  });

  it('refuses a profile of another shape instead of letting the screens read it', async () => {
    stubFetch(() => jsonResponse({ ...makeUser(), isAdmin: 'yes' }));
    await expect(fetchMe()).rejects.toThrow();
    stubFetch(() => jsonResponse({ ...makeUser(), editalId: 1.5 }));
    await expect(fetchMe()).rejects.toThrow();
    const { nome: _nome, ...withoutName } = makeUser();
    stubFetch(() => jsonResponse(withoutName));
    await expect(fetchMe()).rejects.toThrow();
  });
});

describe('API errors', () => {
  it('carry the server’s code, pt-BR message and field messages', async () => {
    stubFetch(() => apiError(422, 'EMAIL_TAKEN', 'Este email já está cadastrado.', { email: 'Já existe.' }));
    await expect(api.post('/api/x', {})).rejects.toMatchObject({
      status: 422,
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
      fields: { email: 'Já existe.' },
    });
  });

  it('become "unexpected" when the error body is not the API’s', async () => {
    stubFetch(() => jsonResponse({ error: 'Bad Gateway' }, 502));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      code: clientErrorCodes.badResponse,
      message: messages.unexpected,
    });
    stubFetch(() => jsonResponse({ code: 'X', message: 'y', fields: { a: 1 } }, 400));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: clientErrorCodes.badResponse });
  });
});

describe('an outage, which says nothing about the session (session-watcher.ts keeps it)', () => {
  const failureOf = async (answer: () => Response | Promise<Response>) => {
    stubFetch(answer);
    return fetchMe().then(
      () => {
        throw new Error('the probe should have failed');
      },
      (error: unknown) => error,
    );
  };

  it('is no network, an answer cut off, a 5xx, 408, 429, or a page that is not the API (a captive portal)', async () => {
    expect(isOutage(await failureOf(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe(true);
    const cutOff = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('network error'));
      },
    });
    expect(isOutage(await failureOf(() => new Response(cutOff, { status: 200 })))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(isOutage(await failureOf(() => apiError(status, 'X', 'y'))), `status ${status}`).toBe(true);
    const portal = () =>
      new Response('<html>Wi-Fi grátis</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(isOutage(await failureOf(portal))).toBe(true);
  });

  it('is not a profile the app cannot read, nor a refusal', async () => {
    expect(isOutage(await failureOf(() => jsonResponse({ ...makeUser(), isAdmin: 'yes' })))).toBe(false);
    expect(isOutage(await failureOf(() => apiError(403, 'FORBIDDEN', 'x')))).toBe(false);
    expect(isOutage(await failureOf(() => apiError(404, 'NOT_FOUND', 'x')))).toBe(false);
  });
});

describe('a page that shows the expiry (/perfil, /assinatura) asks for the profile again when it mounts', () => {
  /** The page mounted with a profile fetched `ms` ago; `byLink`: reached from another page of the app. */
  function mountWithProfileFetchedAgo(ms: number, { byLink = false } = {}) {
    const user = makeUser();
    const { calls } = stubFetch(({ url }) => (url === SESSION_PROBE_PATH ? jsonResponse(user) : undefined));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, user, { updatedAt: Date.now() - ms });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {/* The first entry is the location the app opened on (key 'default'); the second, one a link led to. */}
        <MemoryRouter initialEntries={['/dashboard', '/perfil']} initialIndex={byLink ? 1 : 0}>
          {children}
        </MemoryRouter>
      </QueryClientProvider>
    );
    // The signed-in guard watches the profile: what an invalidation refetches.
    renderHook(
      () => {
        useMe();
        useRefreshSessionOnMount();
      },
      { wrapper },
    );
    return { probes: () => calls.filter((c) => c.url === SESSION_PROBE_PATH).length, queryClient };
  }

  it('when the profile is older than the visit: a payment confirmed meanwhile shows', async () => {
    const { probes, queryClient } = mountWithProfileFetchedAgo(SESSION_FRESH_ON_MOUNT_MS + 1000);
    await waitFor(() => expect(probes()).toBe(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(meQueryKey)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000),
    );
  });

  it('when reached by a link, however recent the profile (a payment may have landed since)', async () => {
    const { probes } = mountWithProfileFetchedAgo(100, { byLink: true });
    await waitFor(() => expect(probes()).toBe(1));
  });

  it('not on the page the app opened on, whose probe answered moments ago (no second probe at start)', async () => {
    const { probes } = mountWithProfileFetchedAgo(100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes()).toBe(0);
  });
});
