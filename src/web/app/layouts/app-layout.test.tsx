import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bannerExpiring, messages } from '../../../shared/messages';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, SUPPORT_URL } from '../../test-utils';

const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString();

describe('authenticated layout', () => {
  it('marks only the exact path as the active entry and shows the page title and footer', async () => {
    stubFetch();
    renderApp('/simulados/historico', { me: makeUser() });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Simulados' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: 'Histórico' }).length).toBeGreaterThan(0);
    expect(screen.getByText(`© ${new Date().getFullYear()} Bizu - Todos os direitos reservados`)).toBeInTheDocument();
    // The title is set in an effect, which React runs after the page paints.
    await waitFor(() => expect(document.title).toBe('Histórico | Bizu'));
  });

  it('leads to every signed-in page of the menu, the summaries included', async () => {
    stubFetch();
    renderApp('/dashboard', { me: makeUser() });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Início', '/dashboard'],
      ['Simulados', '/simulados'],
      ['Histórico', '/simulados/historico'],
      ['Cadernos', '/cadernos'],
      ['Notas', '/notas'],
      ['Resumos', '/resumos'],
      ['Ranking', '/ranking'],
      ['Calendário', '/calendario'],
      ['Comentários', '/comentarios'],
      ['Perfil', '/perfil'],
      ['Assinatura', '/assinatura'],
    ]);
  });

  it('offers the Admin entry to admins', async () => {
    stubFetch();
    renderApp('/dashboard', { me: makeUser({ isAdmin: true }) });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('builds no sidebar or desktop header on a phone, and adds them when the window grows to desktop width', async () => {
    // The browser's media query, answered as a phone's (jsdom has none), then as a desktop's.
    let desktop = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 48rem)' ? desktop : false;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    stubFetch();
    renderApp('/dashboard', { me: makeUser() });
    expect(await screen.findByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: 'Início' })).toHaveLength(1);

    desktop = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: 'Início' })).toHaveLength(2);
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { me: makeUser() });
    const toggle = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('menu-mobile')).toBeNull();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('menu-mobile');
    expect(menu).not.toBeNull();
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Notas' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notas'));
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('menu-mobile')).toBeNull();
  });

  it('moves the focus to the new page after a menu link is chosen, not on the first load', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { me: makeUser() });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus();

    await user.click(within(nav).getByRole('link', { name: 'Notas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notas'));
    await waitFor(() => expect(main).toHaveFocus());
  });

  it('signs out after confirmation: POST {} to sign-out, cache cleared, /login', async () => {
    let signedOut = false;
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/auth/sign-out') {
        signedOut = true;
        return jsonResponse({ success: true });
      }
      if (url === '/api/session' && !signedOut) return jsonResponse(makeUser());
      return undefined;
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/dashboard', { me: makeUser() });
    queryClient.setQueryData(['notas'], [{ id: 1 }]);

    await user.click((await screen.findAllByRole('button', { name: 'Sair' }))[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Confirmar Saída' });
    expect(within(dialog).getByText('Tem certeza que deseja sair do sistema?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(false);

    await user.click(screen.getAllByRole('button', { name: 'Sair' })[0] as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Confirmar Saída' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const signOut = calls.find((c) => c.url === '/api/auth/sign-out');
    expect(signOut).toMatchObject({ method: 'POST', body: {} });
    expect(queryClient.getQueryData(['notas'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('toasts and stays when the sign-out fails', async () => {
    stubFetch(({ url }) => (url === '/api/auth/sign-out' ? apiError(500, 'INTERNAL', messages.internal) : undefined));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { me: makeUser() });
    await user.click((await screen.findAllByRole('button', { name: 'Sair' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Saída' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText(messages.logoutFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens the support chat with the prefilled message in a new tab', async () => {
    stubFetch();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/dashboard', { me: makeUser() });
    const button = await screen.findByRole('button', { name: 'Suporte' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(open).toHaveBeenCalledWith(
      `${SUPPORT_URL}?text=${encodeURIComponent('Olá! Preciso de ajuda com a plataforma Bizu.')}`,
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('switches the theme, saves it and toggles the dark class', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp('/dashboard', { me: makeUser() });
    const toggle = await screen.findByRole('button', { name: 'Alternar tema' });
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

describe('subscription banner', () => {
  it('is red with a primary "Ver planos" without a subscription', async () => {
    stubFetch();
    renderApp('/dashboard', { me: makeUser({ dataExpiracao: null }) });
    const banner = await screen.findByRole('region', { name: 'Assinatura' });
    expect(banner).toHaveAttribute('data-state', 'inactive');
    expect(banner).toHaveTextContent(messages.bannerInactive);
    expect(within(banner).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/assinatura');
  });

  it('on the expiry day says the subscription ends today while it runs, and that there is none once it ended', async () => {
    // Only the clock is set (15:30 local); timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
    try {
      stubFetch();
      const lastDay = renderApp('/dashboard', {
        me: makeUser({ dataExpiracao: new Date(2026, 10, 21, 22, 0).toISOString() }),
      });
      const banner = await screen.findByRole('region', { name: 'Assinatura' });
      expect(banner).toHaveAttribute('data-state', 'last-day');
      expect(banner).toHaveTextContent('Sua assinatura expira hoje. Renove agora para não perder o acesso.');
      expect(within(banner).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/assinatura');
      lastDay.unmount();

      renderApp('/dashboard', { me: makeUser({ dataExpiracao: new Date(2026, 10, 21, 9, 0).toISOString() }) });
      const ended = await screen.findByRole('region', { name: 'Assinatura' });
      expect(ended).toHaveAttribute('data-state', 'inactive');
      expect(ended).toHaveTextContent(messages.bannerInactive);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the days from 1 to 7, and hides above 7 days and on /assinatura', async () => {
    stubFetch();
    const soon = renderApp('/dashboard', { me: makeUser({ dataExpiracao: inDays(3) }) });
    const banner = await screen.findByRole('region', { name: 'Assinatura' });
    expect(banner).toHaveAttribute('data-state', 'expiring');
    expect(banner).toHaveTextContent(bannerExpiring(3));
    soon.unmount();

    const later = renderApp('/dashboard', { me: makeUser({ dataExpiracao: inDays(30) }) });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('region', { name: 'Assinatura' })).not.toBeInTheDocument();
    later.unmount();

    renderApp('/assinatura', { me: makeUser({ dataExpiracao: null }) });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('region', { name: 'Assinatura' })).not.toBeInTheDocument();
  });
});
