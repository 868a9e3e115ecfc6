import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome completo'), 'Pedro Alves');
  await user.type(screen.getByLabelText('Email'), 'pedro@example.com');
  await user.type(screen.getByLabelText('Senha'), '123456');
  await user.type(screen.getByLabelText('Confirmar senha'), '123456');
}

const submit = () => screen.getByRole('button', { name: 'Criar conta' });

describe('signup form', () => {
  it('formats WhatsApp as the user types: (DD) NNNNN-NNNN, (DD) NNNN-NNNN, partial in between', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp('/cadastro', { me: null });
    const whatsapp = await screen.findByLabelText('WhatsApp (opcional)');

    await user.type(whatsapp, '1');
    expect(whatsapp).toHaveValue('(1');
    await user.type(whatsapp, '19');
    expect(whatsapp).toHaveValue('(11) 9');
    await user.type(whatsapp, '87654321');
    expect(whatsapp).toHaveValue('(11) 98765-4321');
    await user.type(whatsapp, '999'); // no more than 11 digits
    expect(whatsapp).toHaveValue('(11) 98765-4321');

    await user.clear(whatsapp);
    await user.type(whatsapp, '21a3333-4444'); // letters and symbols are dropped
    expect(whatsapp).toHaveValue('(21) 3333-4444');
  });

  it('shows the spec messages and does not call the API while the form is invalid', async () => {
    const { calls } = stubFetch();
    const user = userEvent.setup();
    renderApp('/cadastro', { me: null });
    await screen.findByLabelText('Nome completo');

    await user.click(submit());
    const required = await screen.findByRole('alert');
    expect(required).toHaveTextContent(messages.signupFieldsRequired);
    expect(screen.getAllByText(messages.signupFieldsRequired)).toHaveLength(1);
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');

    await fillValid(user);
    await user.type(screen.getByLabelText('WhatsApp (opcional)'), '1198');
    await user.click(submit());
    expect(await screen.findByText(messages.whatsappInvalid)).toBeInTheDocument();
    expect(screen.queryByText(messages.signupFieldsRequired)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('WhatsApp (opcional)'));
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), '12345');
    await user.click(submit());
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), '123456');
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), '654321');
    await user.click(submit());
    expect(await screen.findByText(messages.passwordsDontMatch)).toBeInTheDocument();

    expect(calls.filter((c) => c.url.startsWith('/api/auth/sign-up'))).toHaveLength(0);
  });

  it('sends the WhatsApp as digits only, then goes to /dashboard', async () => {
    let signedIn = false;
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/auth/sign-up/email') {
        signedIn = true;
        return jsonResponse({ token: 't', user: {} });
      }
      if (url === '/api/session' && signedIn) return jsonResponse(makeUser({ nome: 'Pedro Alves' }));
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cadastro', { me: null });
    await screen.findByLabelText('Nome completo');
    await fillValid(user);
    await user.type(screen.getByLabelText('WhatsApp (opcional)'), '11987654321');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(messages.signupSuccess)).toBeInTheDocument();
    const signUp = calls.find((c) => c.url === '/api/auth/sign-up/email');
    expect(signUp?.method).toBe('POST');
    expect(signUp?.body).toEqual({
      name: 'Pedro Alves',
      email: 'pedro@example.com',
      password: '123456',
      whatsapp: '11987654321',
    });
  });

  it('leaves WhatsApp out when empty and shows the server message for a taken e-mail', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/sign-up/email' ? apiError(422, 'EMAIL_TAKEN', messages.signupDuplicate) : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/cadastro', { me: null });
    await screen.findByLabelText('Nome completo');
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signupDuplicate);
    expect(router.state.location.pathname).toBe('/cadastro');
    expect(calls.find((c) => c.url === '/api/auth/sign-up/email')?.body).not.toHaveProperty('whatsapp');
  });

  it('says a refused origin (403 INVALID_ORIGIN) is a configuration problem', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/sign-up/email' ? apiError(403, 'INVALID_ORIGIN', 'Invalid origin') : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/cadastro', { me: null });
    await screen.findByLabelText('Nome completo');
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.originNotTrusted);
    expect(alert).not.toHaveTextContent(messages.unexpected);
    expect(router.state.location.pathname).toBe('/cadastro');
  });

  it('shows the generic message when the network fails', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/auth/sign-up/email') throw new TypeError('Failed to fetch');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/cadastro', { me: null });
    await screen.findByLabelText('Nome completo');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.unexpected);
  });
});
