import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, makeUser, renderApp, stubFetch } from '../test-utils';

/** The signed-in shell is showing `label` as the current entry of the menu. */
async function expectShellAt(label: string) {
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
}

describe('route guards (real route table)', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('sends an anonymous user from a signed-in route to /login', async () => {
    const { router } = renderApp('/notas', { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('asks the session probe when the session is unknown, and treats null as signed out', async () => {
    const { calls } = stubFetch();
    const { router } = renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.url === '/api/session')).toHaveLength(1);
  });

  it('also treats a 401 from the probe as signed out (a session that ended meanwhile)', async () => {
    stubFetch(({ url }) => (url === '/api/session' ? apiError(401, 'UNAUTHENTICATED', 'Não autenticado.') : undefined));
    const { router } = renderApp('/notas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
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
    await expectShellAt('Início');
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
    expect(screen.getByRole('link', { name: /Voltar ao Início/ })).toHaveAttribute('href', '/dashboard');
  });

  // React Router matches without regard to letter case and ignores a trailing slash (SPEC §2's paths are
  // typed by hand from a printed edital or a WhatsApp message).
  it.each([
    ['/SIMULADOS', 'Simulados'],
    ['/simulados/', 'Simulados'],
    ['/Notas/', 'Minhas Notas'],
  ])('opens %s as its page, in the shell, with the title of the route', async (path, title) => {
    const { router } = renderApp(`${path}?pagina=2`, { me: makeUser() });
    await expectShellAt(title === 'Minhas Notas' ? 'Notas' : title);
    await waitFor(() => expect(document.title).toBe(`${title} | Bizu`));
    // One address per page: a trailing slash is dropped, the rest of the address kept.
    expect(router.state.location.pathname).toBe(path.replace(/\/$/, ''));
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it('keeps an anonymous visitor out whatever the case of the address', async () => {
    const { router } = renderApp('/ADMIN/Modulos/', { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
