import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { ResumoItem } from '../../../shared/schemas/resumos';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const DAY = 24 * 60 * 60 * 1000;
const subscriber = () => makeUser({ dataExpiracao: new Date(Date.now() + 30 * DAY).toISOString() });
const RESUMO: ResumoItem = {
  id: 7,
  titulo: 'Resumo — Direito Penal',
  descricao: '<p>Teoria do crime e <strong>penas</strong>.</p><script>alert(1)</script>',
  materiaId: 3,
  materiaNome: 'Direito Penal',
  moduloId: 2,
  moduloNome: 'Específico',
  pdfUrl: '/api/resumos/7/pdf',
};

describe('/resumos', () => {
  it('shows a non-subscriber the promo without asking the server for the list', async () => {
    const { calls } = stubFetch();
    renderApp('/resumos', { me: makeUser({ dataExpiracao: null }) });
    expect(await screen.findByRole('link', { name: 'Assinar para ter acesso' })).toHaveAttribute('href', '/assinatura');
    expect(calls.some((c) => c.url === '/api/resumos')).toBe(false);
  });

  it('shows the promo when the server refuses (the subscription ended meanwhile)', async () => {
    stubFetch(({ url }) =>
      url === '/api/resumos' ? apiError(403, 'RESUMOS_SUBSCRIBERS_ONLY', messages.resumosSubscribersOnly) : undefined,
    );
    renderApp('/resumos', { me: subscriber() });
    expect(await screen.findByRole('link', { name: 'Assinar para ter acesso' })).toBeInTheDocument();
  });

  it('says when there is no resumo yet', async () => {
    stubFetch(({ url }) => (url === '/api/resumos' ? jsonResponse({ resumos: [] }) : undefined));
    renderApp('/resumos', { me: subscriber() });
    expect(await screen.findByText('Nenhum resumo disponível no momento')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    stubFetch(({ url }) => (url === '/api/resumos' ? apiError(500, 'INTERNAL', messages.internal) : undefined));
    renderApp('/resumos', { me: subscriber() });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('opens the reader from a card, with open and download links, and keeps it in the URL', async () => {
    stubFetch(({ url }) => (url === '/api/resumos' ? jsonResponse({ resumos: [RESUMO] }) : undefined));
    const { router } = renderApp('/resumos', { me: subscriber() });
    const card = await screen.findByRole('article', { name: 'Direito Penal' });
    expect(within(card).getByText('Específico')).toBeInTheDocument();
    // The description under the title, as HTML sanitized again in the browser.
    expect(within(card).getByText('penas', { selector: 'strong' })).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    // The matéria once: the titulo ('Resumo — Direito Penal') names the buttons, not a second line.
    expect(within(card).getAllByText(/Direito Penal/)).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Baixar Resumo — Direito Penal' })).toHaveAttribute(
      'href',
      '/api/resumos/7/pdf?download=1',
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Ler Resumo — Direito Penal' }));
    const viewer = await screen.findByRole('dialog', { name: 'Resumo — Direito Penal' });
    expect(router.state.location.search).toBe('?resumo=7');
    expect(within(viewer).getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', '/api/resumos/7/pdf');
    expect(within(viewer).getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      '/api/resumos/7/pdf?download=1',
    );
  });
});
