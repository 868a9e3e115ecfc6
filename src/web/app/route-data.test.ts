import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PROBE_PATH } from '../lib/early-requests';
import { SIGNED_IN_HINT, storageKeys } from '../lib/storage-keys';
import { createTestQueryClient, jsonResponse, stubFetch } from '../test-utils';
import { FIRST_PAGE_DATA_WAIT_MS, prefetchEarly } from './route-data';

const args = { request: new Request('http://localhost/x'), params: {} } as LoaderFunctionArgs;
const pageQuery = { queryKey: ['page'], queryFn: () => fetch('/api/page').then((r) => r.json() as Promise<unknown>) };
const prefetchPage = (client: QueryClient) => client.prefetchQuery(pageQuery);

/** A fetch whose answer to /api/page waits until `answer()` (the session probe answers at once). */
function heldAnswers() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { calls } = stubFetch(({ url }) =>
    url === '/api/page' ? released.then(() => jsonResponse({ page: 1 })) : undefined,
  );
  return { calls, answer: release };
}

/** Whether `promise` has settled after the pending ticks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('prefetchEarly while the router opens the first page', () => {
  it("waits for the page's answer (and the session), so the page renders once, with its data", async () => {
    window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
    const { calls, answer } = heldAnswers();
    const client = createTestQueryClient();
    const loading = Promise.resolve(prefetchEarly(client, prefetchPage, { starting: () => true })(args));

    expect(await settled(loading)).toBe(false);
    // The page's request left beside the session probe, not after it.
    expect(calls.map((call) => call.url).sort()).toEqual(['/api/page', SESSION_PROBE_PATH]);
    answer();
    expect(await loading).toBeNull();
    expect(client.getQueryData(['page'])).toEqual({ page: 1 });
  });

  it(`renders with the page's own loading state after ${FIRST_PAGE_DATA_WAIT_MS} ms without an answer`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
    heldAnswers();
    const loading = Promise.resolve(
      prefetchEarly(createTestQueryClient(), prefetchPage, { starting: () => true })(args),
    );
    let done = false;
    void loading.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_DATA_WAIT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(true);
  });

  it('asks for nothing but the session for a visitor who was not signed in, and does not wait on a failure', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/page' ? Promise.reject(new TypeError('offline')) : undefined,
    );
    const loading = Promise.resolve(
      prefetchEarly(createTestQueryClient(), prefetchPage, { starting: () => true })(args),
    );
    expect(await loading).toBeNull();
    // The probe answered that nobody is signed in: no page request.
    expect(calls.map((call) => call.url)).toEqual([SESSION_PROBE_PATH]);
  });
});

describe('prefetchEarly on a later navigation', () => {
  it('returns at once: the page and its loading state show at the click', async () => {
    window.localStorage.setItem(storageKeys.signedIn, SIGNED_IN_HINT);
    const { calls } = heldAnswers();
    const loading = Promise.resolve(
      prefetchEarly(createTestQueryClient(), prefetchPage, { starting: () => false })(args),
    );
    expect(await settled(loading)).toBe(true);
    // The request still left, for the page's query to find under way.
    expect(calls.map((call) => call.url)).toEqual(['/api/page']);
  });
});
