// Helpers for component tests: the real route table in a memory router, a fresh query client, and a
// fetch stub answering like the API (the network boundary is the only thing faked).
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Me } from '../shared/schemas/me';
import { Providers } from './app/providers';
import { createRoutes } from './app/router';
import { reportCaughtError, reportRouteError } from './lib/caught-errors';
import { meQueryKey, SESSION_PROBE_PATH } from './lib/session';

export const SUPPORT_URL = 'https://wa.me/5511999999999';
/** The settings GET /api/config answers by default: the spec's checkout and a promotion long over. */
export const APP_CONFIG = {
  supportUrl: SUPPORT_URL,
  checkoutUrlTemplate: 'https://chk.eduzz.com/{planId}',
  promoEndsAt: '2025-07-02T02:59:59.000Z',
};

export function makeUser(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    nome: 'Maria Souza',
    email: 'maria@example.com',
    whatsapp: null,
    avatarUrl: null,
    editalId: null,
    unidadeId: null,
    qra: null,
    showInRanking: true,
    dataExpiracao: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString(),
    isAdmin: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An API refusal as the server sends it; `fields` carries per-field messages (inline form errors). */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return jsonResponse({ code, message, ...(fields ? { fields } : {}) }, status);
}

export type FetchCall = { url: string; method: string; body: unknown };
type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * Stubs global fetch. `handler` answers first; unanswered calls get GET /api/config → support URL,
 * GET /api/session → null (signed out), anything else → 404. Every call is recorded with its parsed JSON body.
 */
export function stubFetch(handler: Handler = () => undefined) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { url, method, body };
    calls.push(call);
    const answer = await handler(call);
    if (answer) return answer;
    if (url === '/api/config') return jsonResponse(APP_CONFIG);
    if (url === SESSION_PROBE_PATH) return jsonResponse(null);
    return apiError(404, 'NOT_FOUND', 'Recurso não encontrado.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders the whole app at `path`. `me`: undefined = let the app fetch GET /api/session; null = signed out;
 * a user = signed in (seeded in the cache, as if already fetched).
 */
/** `meAgeMs`: how long ago the profile in the cache was fetched (default: just now, as on a first load). */
export function renderApp(path: string, { me, meAgeMs = 0 }: { me?: Me | null; meAgeMs?: number } = {}) {
  const queryClient = createTestQueryClient();
  if (me !== undefined) queryClient.setQueryData(meQueryKey, me, { updatedAt: Date.now() - meAgeMs });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  // As main.tsx renders it: errors a boundary caught and shows are reported once, a failed download not at all.
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} onError={reportRouteError} />
    </Providers>,
    { onCaughtError: reportCaughtError },
  );
  return { ...utils, router, queryClient };
}

/**
 * A browser with Element Timing (lib/when-idle.ts: useShownThenIdle): nothing is reported painted until
 * the test calls `report` with the element's `elementtiming` identifier.
 */
export function stubElementTiming() {
  const observers = new Set<(entries: Array<{ identifier: string }>) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint'];
    private readonly notify: (entries: Array<{ identifier: string }>) => void;
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      this.notify = (entries) => callback({ getEntries: () => entries });
    }
    observe() {
      observers.add(this.notify);
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (identifier: string) => [...observers].forEach((notify) => notify([{ identifier }])) };
}
