import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { meQueryKey } from '../lib/session';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../test-utils';

describe('session recovery (GET /api/session)', () => {
  it('gives up a profile it cannot read after 3 retries with a toast: toast, sign-out, /login', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/session') return jsonResponse({ id: 42 });
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

  it('keeps the session through an outage at the first load: the error and a retry, no sign-out', async () => {
    let down = true;
    const { calls } = stubFetch(({ url }) => {
      if (url !== '/api/session') return undefined;
      return down ? apiError(503, 'DATABASE_UNAVAILABLE', messages.internal) : jsonResponse(makeUser());
    });
    const { router } = renderApp('/notas');

    expect(await screen.findByText(messages.profileLoadRetrying)).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 6000 });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.profileLoadFailed);
    expect(calls.filter((c) => c.url === '/api/session')).toHaveLength(4);
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(false);
    expect(router.state.location.pathname).toBe('/notas');

    down = false;
    await userEvent.click(retry);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Notas' })).toHaveAttribute('aria-current', 'page');
  }, 10_000);

  it('keeps a signed-in student in when a later probe fails for an outage', async () => {
    // No network: fetch itself fails, as in a mobile dead zone.
    const { calls } = stubFetch(({ url }) =>
      url === '/api/session' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const { router, queryClient } = renderApp('/notas', { me: makeUser() });
    await screen.findByRole('navigation', { name: 'Menu principal' });

    // As when the tab comes back into view, or /perfil opens: the probe runs again, and fails.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    expect(await screen.findByText(messages.sessionRefreshFailed, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/session')).toHaveLength(4);
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(false);
    expect(router.state.location.pathname).toBe('/notas');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
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
