import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp, stubFetch } from '../test-utils';

describe('route guards (real route table)', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('sends an anonymous user from a signed-in route to /login', async () => {
    const { router } = renderApp('/notas', { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('asks the API when the session is unknown, and treats 401 as signed out', async () => {
    const { router } = renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('redirects / to /login, and an unknown path via /dashboard to /login when signed out', async () => {
    const root = renderApp('/', { me: null });
    await waitFor(() => expect(root.router.state.location.pathname).toBe('/login'));
    root.unmount();
    const unknown = renderApp('/nao-existe', { me: null });
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user from an unknown path to /dashboard', async () => {
    const { router } = renderApp('/nao-existe', { me: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each(['/login', '/cadastro', '/recuperar-senha'])('sends a signed-in user from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { me: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Início: em construção')).toBeInTheDocument();
  });

  it('lets a signed-in user stay on /redefinir-senha (the e-mailed link)', async () => {
    const { router } = renderApp('/redefinir-senha?token=abc', { me: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redefinir-senha');
  });

  it('sends a non-admin from /admin/* to /dashboard', async () => {
    const { router } = renderApp('/admin/modulos', { me: makeUser({ isAdmin: false }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Painel Administrativo')).not.toBeInTheDocument();
  });

  it('sends an anonymous user from /admin/* to /login', async () => {
    const { router } = renderApp('/admin/alunos', { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows an admin the admin panel with its tabs', async () => {
    const { router } = renderApp('/admin/questions', { me: makeUser({ isAdmin: true }) });
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/questions');
    expect(screen.getByRole('link', { name: 'Questões' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Questões' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar ao Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });
});
