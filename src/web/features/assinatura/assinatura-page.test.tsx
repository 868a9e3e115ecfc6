import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Me } from '../../../shared/schemas/me';
import { APP_CONFIG, apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const DAY = 24 * 60 * 60 * 1000;

/** The API of /assinatura: the settings (promotion end, checkout template) and the session probe. */
function stubAssinatura(me: Me, config: Partial<typeof APP_CONFIG> = {}) {
  return stubFetch(({ url }) => {
    if (url === '/api/config') return jsonResponse({ ...APP_CONFIG, ...config });
    // The session probe (GET /api/session; /api/me before it).
    if (url === '/api/session' || url === '/api/me') return jsonResponse(me);
    return undefined;
  });
}

const card = (nome: string) => screen.findByRole('article', { name: nome });

afterEach(() => {
  vi.useRealTimers();
});

describe('/assinatura without the promotion (its end has passed)', () => {
  it('shows the two plans with days, benefits and the regular price, and no countdown', async () => {
    const me = makeUser({ dataExpiracao: null });
    stubAssinatura(me);
    renderApp('/assinatura', { me });
    const semestral = await card('Bizu Semestral');
    expect(within(semestral).getByText('180 dias de acesso')).toBeInTheDocument();
    expect(within(semestral).getByRole('button', { name: 'Assinar por R$ 79,90' })).toBeInTheDocument();
    expect(within(semestral).getByRole('list', { name: 'Benefícios do Bizu Semestral' }).children).toHaveLength(5);
    const anual = await card('Bizu Anual');
    expect(within(anual).getByText('365 dias de acesso')).toBeInTheDocument();
    expect(within(anual).getByRole('button', { name: 'Assinar por R$ 119,90' })).toBeInTheDocument();
    expect(within(anual).getByText('Ranking por edital')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Escolha seu plano' })).toBeInTheDocument();
    expect(screen.queryByText('OFERTA RELÂMPAGO!')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/Aproveitar Oferta/)).toBeNull();
    expect(screen.queryByText(/Oferta válida até/)).toBeNull();
  });

  it('asks for the account e-mail before the checkout; Cancelar closes, Prosseguir links to the plan’s checkout', async () => {
    const me = makeUser({ email: 'maria.souza@example.com', dataExpiracao: null });
    stubAssinatura(me, { checkoutUrlTemplate: 'https://pagamento.example.com/c/{planId}?origem=bizu' });
    renderApp('/assinatura', { me });
    const user = userEvent.setup();

    await user.click(within(await card('Bizu Anual')).getByRole('button', { name: 'Assinar por R$ 119,90' }));
    let dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('maria.souza@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/use o mesmo email cadastrado na plataforma/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await card('Bizu Semestral')).getByRole('button', { name: 'Assinar por R$ 79,90' }));
    dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByRole('link', { name: 'Prosseguir' })).toHaveAttribute(
      'href',
      'https://pagamento.example.com/c/7YIYRGIHIV?origem=bizu',
    );
  });

  it('shows the student’s subscription at the top, from the server’s answer rather than the cached one', async () => {
    const fresh = makeUser({ dataExpiracao: new Date(Date.now() + 180 * DAY).toISOString() });
    stubAssinatura(fresh);
    // The cache still holds the profile from before the payment, fetched a while ago.
    renderApp('/assinatura', { me: makeUser({ dataExpiracao: null }), meAgeMs: 60_000 });
    const status = await screen.findByRole('region', { name: 'Sua assinatura' });
    expect(await within(status).findByText('180 dias restantes')).toHaveAttribute('data-tone', 'green');
    expect(within(status).getByText(/Sua assinatura está ativa até/)).toBeInTheDocument();
  });

  it('says when the subscription has lapsed', async () => {
    const me = makeUser({ dataExpiracao: new Date(Date.now() - 3 * DAY).toISOString() });
    stubAssinatura(me);
    renderApp('/assinatura', { me });
    const status = await screen.findByRole('region', { name: 'Sua assinatura' });
    expect(within(status).getByText(/Sua assinatura expirou em/)).toBeInTheDocument();
    expect(within(status).getByText('Expirada')).toHaveAttribute('data-tone', 'red');
  });

  it('offers a retry when the settings fail to load', async () => {
    const me = makeUser();
    stubFetch(({ url }) => {
      if (url === '/api/config') return apiError(500, 'INTERNAL', messages.internal);
      // The session probe (GET /api/session; /api/me before it).
      if (url === '/api/session' || url === '/api/me') return jsonResponse(me);
      return undefined;
    });
    renderApp('/assinatura', { me });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('/assinatura while the promotion runs', () => {
  // 2 days, 3 h, 4 min and 5 s before the end.
  const start = new Date('2025-06-29T20:55:54-03:00');
  const promoEndsAt = '2025-07-01T23:59:59-03:00';

  it('shows the countdown, refreshed every second, and the promotional cards', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const me = makeUser({ dataExpiracao: null });
    stubAssinatura(me, { promoEndsAt });
    renderApp('/assinatura', { me });

    expect(await screen.findByRole('heading', { name: 'OFERTA RELÂMPAGO!' })).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('Tempo restante da oferta: 2 dias, 3 horas, 4 minutos e 5 segundos');
    expect(timer).toHaveTextContent('02Dias03Horas04Minutos05Segundos');
    vi.setSystemTime(start.getTime() + 1000);
    await waitFor(() => expect(timer).toHaveTextContent('02Dias03Horas04Minutos04Segundos'), { timeout: 3000 });

    const semestral = await card('Bizu Semestral');
    expect(within(semestral).getByText('R$ 79,90').tagName).toBe('S');
    expect(within(semestral).getByText('R$ 59,90')).toBeInTheDocument();
    expect(within(semestral).getByText('25% OFF')).toBeInTheDocument();
    expect(within(semestral).getByText('Economize R$ 20,00')).toBeInTheDocument();
    expect(within(semestral).getByRole('button', { name: 'Aproveitar Oferta - R$ 59,90' })).toBeInTheDocument();
    expect(within(semestral).getByText('Oferta válida até 01/07/2025')).toBeInTheDocument();
    const anual = await card('Bizu Anual');
    expect(within(anual).getByText('17% OFF')).toBeInTheDocument();
    expect(within(anual).getByRole('button', { name: 'Aproveitar Oferta - R$ 99,90' })).toBeInTheDocument();
    expect(screen.queryByText(/Assinar por/)).toBeNull();
  });

  it('turns into the regular cards when the countdown reaches the end', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-07-01T23:59:58-03:00') });
    const me = makeUser({ dataExpiracao: null });
    stubAssinatura(me, { promoEndsAt });
    renderApp('/assinatura', { me });
    expect(await screen.findByRole('button', { name: 'Aproveitar Oferta - R$ 59,90' })).toBeInTheDocument();
    vi.setSystemTime(new Date('2025-07-02T00:00:00-03:00'));
    expect(await screen.findByRole('button', { name: 'Assinar por R$ 79,90' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
