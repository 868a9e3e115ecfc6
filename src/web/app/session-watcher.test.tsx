import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../test-utils';

describe('session recovery (GET /api/session)', () => {
  it('retries 3 times with a toast, then gives up: toast, sign-out, /login', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/session') return apiError(500, 'INTERNAL', messages.internal);
      if (url === '/api/auth/sign-out') return jsonResponse({ success: true });
      return undefined;
    });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByText(messages.profileLoadRetrying)).toBeInTheDocument();
    expect(await screen.findByText(messages.sessionRecoveryFailed, undefined, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.url === '/api/session')).toHaveLength(4);
    expect(calls.find((c) => c.url === '/api/auth/sign-out')).toMatchObject({ method: 'POST', body: {} });
  }, 10_000);

  it('recovers when a retry succeeds', async () => {
    let attempts = 0;
    stubFetch(({ url }) => {
      if (url !== '/api/session') return undefined;
      attempts += 1;
      return attempts === 1 ? apiError(503, 'UNAVAILABLE', messages.internal) : jsonResponse(makeUser());
    });
    const { router } = renderApp('/notas');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 4000 });
    expect(within(nav).getByRole('link', { name: 'Notas' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/notas');
    expect(attempts).toBe(2);
  });
});
