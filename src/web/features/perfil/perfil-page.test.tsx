import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { QRA_MAX_LENGTH } from '../../../shared/rules/perfil';
import { passwordChangeMessages } from '../../../shared/schemas/password-change';
import { apiError, jsonResponse, makeUser, renderApp } from '../../test-utils';
import { stubPerfil } from './test-api';
import { meQueryKey } from '../../lib/session';

const DAY = 24 * 60 * 60 * 1000;
// Toasts live in a module-level store: one test's must not be seen by the next.
afterEach(() => {
  toast.dismiss();
});

const statusCard = () => screen.findByRole('region', { name: 'Status da Assinatura' });
const form = () => screen.findByRole('region', { name: 'Editar Perfil' });

describe('subscription status card', () => {
  it('green days left and no renewal link above 7 days', async () => {
    // The page asks the server for the profile again on mount: it must answer the same user.
    const me = makeUser({ dataExpiracao: new Date(Date.now() + 30 * DAY).toISOString() });
    stubPerfil(undefined, me);
    renderApp('/perfil', { me });
    const badge = await within(await statusCard()).findByText('30 dias restantes');
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(within(await statusCard()).queryByRole('link', { name: 'Renovar Assinatura' })).toBeNull();
  });

  it('yellow with the renewal link from 1 to 7 days', async () => {
    // The page asks the server for the profile again on mount: it must answer the same user.
    const me = makeUser({ dataExpiracao: new Date(Date.now() + 3 * DAY).toISOString() });
    stubPerfil(undefined, me);
    renderApp('/perfil', { me });
    expect(await within(await statusCard()).findByText('3 dias restantes')).toHaveAttribute('data-tone', 'yellow');
    expect(within(await statusCard()).getByRole('link', { name: 'Renovar Assinatura' })).toHaveAttribute(
      'href',
      '/assinatura',
    );
  });

  it('red "Expirada" with the renewal link once expired', async () => {
    // The page asks the server for the profile again on mount: it must answer the same user.
    const me = makeUser({ dataExpiracao: new Date(Date.now() - 3 * DAY).toISOString() });
    stubPerfil(undefined, me);
    renderApp('/perfil', { me });
    expect(await within(await statusCard()).findByText('Expirada')).toHaveAttribute('data-tone', 'red');
    expect(within(await statusCard()).getByRole('link', { name: 'Renovar Assinatura' })).toBeInTheDocument();
  });

  it('the invitation to subscribe without any expiry', async () => {
    // The page asks the server for the profile again on mount: it must answer the same user.
    const me = makeUser({ dataExpiracao: null });
    stubPerfil(undefined, me);
    renderApp('/perfil', { me });
    expect(
      await within(await statusCard()).findByText('Você ainda não possui uma assinatura ativa'),
    ).toBeInTheDocument();
    expect(within(await statusCard()).getByRole('link', { name: 'Assinar Agora' })).toHaveAttribute(
      'href',
      '/assinatura',
    );
  });
});

describe('saving the profile', () => {
  it('sends digits and ids, never the e-mail, and says so', async () => {
    const { calls } = stubPerfil();
    renderApp('/perfil', { me: makeUser({ editalId: 1, unidadeId: 5 }) });
    const user = userEvent.setup();
    await user.type(await within(await form()).findByLabelText('WhatsApp'), '11987654321');
    expect(within(await form()).getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
    await user.selectOptions(within(await form()).getByLabelText('Edital'), '02/2025');
    await user.type(within(await form()).getByLabelText('QRA (Nome de Guerra)'), 'Souza');
    await user.click(within(await form()).getByRole('switch', { name: 'Visibilidade no Ranking' }));
    await user.click(within(await form()).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(await form()).findByText(messages.profileUpdated)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/perfil');
    expect(put?.body).toEqual({
      nome: 'Maria Souza',
      whatsapp: '11987654321',
      editalId: 2,
      unidadeId: 5,
      qra: 'Souza',
      showInRanking: false,
    });
  });

  it('saves the ranking switch on its own the moment it is flipped, and says so', async () => {
    const { calls } = stubPerfil();
    renderApp('/perfil', { me: makeUser({ showInRanking: true }) });
    const user = userEvent.setup();
    const toggle = await within(await form()).findByRole('switch', { name: 'Visibilidade no Ranking' });
    await user.click(toggle);
    expect(await screen.findByText(messages.rankingVisibilityHidden)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(within(await form()).getByText('Oculto')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url, c.body])).toEqual([['/api/perfil/ranking', { showInRanking: false }]]);
  });

  it('puts the ranking switch back and says so when the server refuses the change', async () => {
    stubPerfil(undefined, makeUser({ showInRanking: true }), (call) =>
      call.url === '/api/perfil/ranking' ? apiError(500, 'INTERNAL', messages.internal) : undefined,
    );
    renderApp('/perfil', { me: makeUser({ showInRanking: true }) });
    const user = userEvent.setup();
    const toggle = await within(await form()).findByRole('switch', { name: 'Visibilidade no Ranking' });
    await user.click(toggle);
    expect(await screen.findByText(messages.rankingVisibilityFailed)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(await form()).getByText('Visível')).toBeInTheDocument();
  });

  it('shows the server’s field message inline', async () => {
    stubPerfil(() =>
      jsonResponse(
        { code: 'INVALID_INPUT', message: messages.editalInvalid, fields: { editalId: messages.editalInvalid } },
        400,
      ),
    );
    renderApp('/perfil', { me: makeUser({ editalId: 1 }) });
    const user = userEvent.setup();
    await user.click(await within(await form()).findByRole('button', { name: 'Salvar Alterações' }));
    const region = await form();
    await waitFor(() => expect(within(region).getAllByText(messages.editalInvalid)).toHaveLength(2));
    expect(within(await form()).getByLabelText('Edital')).toHaveAttribute('aria-invalid', 'true');
    expect(within(await form()).getByLabelText('Edital')).toHaveFocus();
  });

  it('an unexpected failure: the spec’s inline message and toast', async () => {
    const { calls } = stubPerfil(() => apiError(500, 'INTERNAL', messages.internal));
    renderApp('/perfil', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await within(await form()).findByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(await form()).findByText(messages.profileUpdateFailed)).toBeInTheDocument();
    expect(await screen.findByText(messages.profileUpdateFailedToast)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('an expired session: the spec’s toast, signed out, on /login', async () => {
    stubPerfil(() => apiError(401, 'UNAUTHENTICATED', messages.notAuthenticated));
    const { router, queryClient } = renderApp('/perfil', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await within(await form()).findByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });
});

describe('validation (the form’s zod schema)', () => {
  it('shows the schema’s messages under the fields and sends nothing', async () => {
    const { calls } = stubPerfil();
    renderApp('/perfil', { me: makeUser() });
    const user = userEvent.setup();
    await user.clear(await within(await form()).findByLabelText('Nome completo'));
    await user.type(within(await form()).getByLabelText('WhatsApp'), '123');
    await user.click(within(await form()).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(await form()).findByText(messages.nomeRequired)).toBeInTheDocument();
    expect(within(await form()).getByText(messages.whatsappInvalid)).toBeInTheDocument();
    expect(within(await form()).getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(within(await form()).getByLabelText('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('moves the focus to the first field with a message, and clears a message once its field is corrected', async () => {
    const { calls } = stubPerfil();
    renderApp('/perfil', { me: makeUser() });
    const user = userEvent.setup();
    const nome = await within(await form()).findByLabelText('Nome completo');
    await user.clear(nome);
    await user.type(within(await form()).getByLabelText('WhatsApp'), '123');
    await user.click(within(await form()).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(await form()).findByText(messages.nomeRequired)).toBeInTheDocument();
    expect(nome).toHaveFocus();

    await user.type(nome, 'Maria');
    expect(within(await form()).queryByText(messages.nomeRequired)).toBeNull();
    expect(nome).not.toHaveAttribute('aria-invalid');
    // The other field keeps its message until it is corrected too.
    expect(within(await form()).getByText(messages.whatsappInvalid)).toBeInTheDocument();
    await user.type(within(await form()).getByLabelText('WhatsApp'), '45678901');
    expect(within(await form()).queryByText(messages.whatsappInvalid)).toBeNull();

    await user.click(within(await form()).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(await form()).findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ nome: 'Maria', whatsapp: '12345678901' });
  });

  it('limits the QRA field to the schema’s length', async () => {
    stubPerfil();
    renderApp('/perfil', { me: makeUser() });
    expect(await within(await form()).findByLabelText('QRA (Nome de Guerra)')).toHaveAttribute(
      'maxLength',
      String(QRA_MAX_LENGTH),
    );
  });
});

describe('account actions (their dialogs load on demand)', () => {
  it('Alterar Senha: checks the fields, sends the current and the new password, and closes', async () => {
    const me = makeUser();
    const { calls } = stubPerfil(undefined, me, (call) =>
      call.url === '/api/perfil/senha' ? jsonResponse({ ok: true }) : undefined,
    );
    renderApp('/perfil', { me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar Senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    await user.type(within(dialog).getByLabelText('Nova senha'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar Senha' }));
    expect(await within(dialog).findByText(passwordChangeMessages.tooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.currentPasswordRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Senha atual'), 'antiga123');
    await user.type(within(dialog).getByLabelText('Nova senha'), '456');
    await user.type(within(dialog).getByLabelText('Confirmar nova senha'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar Senha' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url === '/api/perfil/senha')).toMatchObject({
      method: 'POST',
      body: { currentPassword: 'antiga123', newPassword: '123456' },
    });

    // It opens again, emptied.
    await user.click(screen.getByRole('button', { name: 'Alterar Senha' }));
    const again = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    expect(within(again).getByLabelText('Senha atual')).toHaveValue('');
  });

  it('Remover foto: asks first, and removes only once confirmed', async () => {
    const me = makeUser({ avatarUrl: '/api/avatars/user-1.webp?v=1' });
    const { calls } = stubPerfil(undefined, me, (call) =>
      call.url === '/api/perfil/avatar' && call.method === 'DELETE' ? jsonResponse({ ok: true }) : undefined,
    );
    renderApp('/perfil', { me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover foto' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remover foto' });
    expect(within(dialog).getByText(messages.avatarRemoveConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    dialog = await screen.findByRole('dialog', { name: 'Remover foto' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(messages.avatarRemoved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/perfil/avatar');
  });
});
