import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const EMAIL = 'maria@example.com';
const PASSWORD = 'S3nh@-Secreta';

/** The API: sign-in succeeds with the right password, then GET /api/session answers with the user. */
function stubApi() {
  let signedIn = false;
  return stubFetch(({ url, body }) => {
    if (url === '/api/auth/sign-in/email') {
      const { password } = body as { password: string };
      if (password !== PASSWORD) return apiError(401, 'INVALID_CREDENTIALS', messages.loginInvalid);
      signedIn = true;
      return jsonResponse({ redirect: false, token: 'x', user: {} });
    }
    if (url === '/api/session' && signedIn) return jsonResponse(makeUser({ email: EMAIL }));
    return undefined;
  });
}

/** Every value the page could have written to browser storage. */
function allStoredValues(): string {
  const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
  return [...dump(window.localStorage), ...dump(window.sessionStorage), document.cookie].join('\n');
}

async function signIn(user: ReturnType<typeof userEvent.setup>, rememberMe: boolean) {
  await user.type(await screen.findByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Senha'), PASSWORD);
  const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
  if ((box.getAttribute('aria-checked') === 'true') !== rememberMe) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login remember-me', () => {
  it('keeps savedEmail and rememberMe, and never the password, when ticked', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/login', { me: null });
    await signIn(user, true);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('savedEmail')).toBe(EMAIL);
    expect(window.localStorage.getItem('rememberMe')).toBe('true');
    expect(window.localStorage.getItem('savedPassword')).toBeNull();
    const stored = allStoredValues();
    for (const form of [PASSWORD, btoa(PASSWORD), encodeURIComponent(PASSWORD)]) {
      expect(stored).not.toContain(form);
    }
    expect(calls.find((c) => c.url === '/api/auth/sign-in/email')?.body).toEqual({
      email: EMAIL,
      password: PASSWORD,
      rememberMe: true,
    });
  });

  it('forgets a previously saved e-mail when unticked', async () => {
    window.localStorage.setItem('savedEmail', 'antigo@example.com');
    window.localStorage.setItem('rememberMe', 'true');
    const { calls } = stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/login', { me: null });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await signIn(user, false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('savedEmail')).toBeNull();
    expect(window.localStorage.getItem('rememberMe')).toBeNull();
    expect(allStoredValues()).not.toContain(PASSWORD);
    expect(calls.find((c) => c.url === '/api/auth/sign-in/email')?.body).toMatchObject({ rememberMe: false });
  });

  it('prefills the e-mail and ticks the box from storage, and deletes a legacy savedPassword', async () => {
    window.localStorage.setItem('savedEmail', EMAIL);
    window.localStorage.setItem('rememberMe', 'true');
    window.localStorage.setItem('savedPassword', btoa('velha'));
    stubApi();
    renderApp('/login', { me: null });

    expect(await screen.findByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    await waitFor(() => expect(window.localStorage.getItem('savedPassword')).toBeNull());
  });

  it('does not write anything when the sign-in fails', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Senha'), 'senha-errada');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginInvalid);
    expect(window.localStorage.getItem('savedEmail')).toBeNull();
    expect(allStoredValues()).not.toContain('senha-errada');
  });
});

describe('login form', () => {
  it('asks for both fields before calling the API', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFieldsRequired);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.loginFieldsRequired);
    expect(calls.some((c) => c.url === '/api/auth/sign-in/email')).toBe(false);
  });

  it('puts the focus on the first empty field, and marks only the empty ones', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    const email = await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.loginFieldsRequired);

    await user.type(email, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveFocus());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says how long to wait when sign-ins are limited (429), with the server's text", async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/sign-in/email' ? apiError(429, 'RATE_LIMITED', messages.tooManyAttempts) : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login', { me: null });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Senha'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a refusal the API gives for one field under that field, and focuses it', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/sign-in/email'
        ? jsonResponse(
            { code: 'INVALID_INPUT', message: messages.emailInvalid, fields: { email: messages.emailInvalid } },
            400,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    const email = await screen.findByLabelText('Email');
    await user.type(email, EMAIL);
    await user.type(screen.getByLabelText('Senha'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.emailInvalid));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('shows the unexpected-error text when the answer is not the API (e.g. an HTML error page)', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/sign-in/email' ? new Response('<html>Bad Gateway</html>', { status: 502 }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Senha'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginUnexpected);
  });

  it.each([
    ['our translation', messages.originNotTrusted],
    ["Better Auth's own text", 'Invalid origin'],
  ])(
    'says a refused origin (403 INVALID_ORIGIN, %s) is a configuration problem, not a wrong password',
    async (_label, serverText) => {
      stubFetch(({ url }) =>
        url === '/api/auth/sign-in/email' ? apiError(403, 'INVALID_ORIGIN', serverText) : undefined,
      );
      const user = userEvent.setup();
      const { router } = renderApp('/login', { me: null });
      await user.type(await screen.findByLabelText('Email'), EMAIL);
      await user.type(screen.getByLabelText('Senha'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(messages.originNotTrusted);
      expect(alert).not.toHaveTextContent(messages.loginInvalid);
      expect(alert).not.toHaveTextContent(messages.loginUnexpected);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('toggles the password visibility', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/login', { me: null });
    const senha = await screen.findByLabelText('Senha');
    expect(senha).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(senha).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(senha).toHaveAttribute('type', 'password');
  });
});
