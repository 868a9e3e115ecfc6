import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { apiError, jsonResponse, renderApp, stubFetch } from '../../test-utils';

const EMAIL = 'maria@example.com';
const isRequest = (url: string) => url === '/api/auth/request-password-reset';

describe('/recuperar-senha', () => {
  it('checks the e-mail under its field, focused, before asking the API', async () => {
    const { calls } = stubFetch(({ url }) => (isRequest(url) ? jsonResponse({ status: true }) : undefined));
    const user = userEvent.setup();
    renderApp('/recuperar-senha', { me: null });
    const email = await screen.findByLabelText('Email');
    const send = screen.getByRole('button', { name: 'Enviar link de recuperação' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.recoveryEmailRequired);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.recoveryEmailRequired);

    await user.type(email, 'maria');
    await user.click(send);
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(calls.some((c) => isRequest(c.url))).toBe(false);

    // Corrected, the message goes as it is typed.
    await user.type(email, '@example.com');
    await waitFor(() => expect(screen.queryByText(messages.emailInvalid)).toBeNull());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('sends the e-mail and says where the link went', async () => {
    const { calls } = stubFetch(({ url }) => (isRequest(url) ? jsonResponse({ status: true }) : undefined));
    const user = userEvent.setup();
    renderApp('/recuperar-senha', { me: null });
    await user.type(await screen.findByLabelText('Email'), `  ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByRole('heading', { name: messages.recoverySentTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL);
    expect(calls.find((c) => isRequest(c.url))?.body).toEqual({ email: EMAIL, redirectTo: '/redefinir-senha' });
  });

  it("shows the server's refusal above the form (e.g. too many requests), or the spec's text", async () => {
    let answer = apiError(429, 'RATE_LIMITED', messages.tooManyAttempts);
    stubFetch(({ url }) => (isRequest(url) ? answer : undefined));
    const user = userEvent.setup();
    renderApp('/recuperar-senha', { me: null });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts);

    answer = new Response('<html>Bad Gateway</html>', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.recoveryFailed));
  });
});
