import {
  createStudent,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  lastEmailTo,
  loginThroughForm,
  test,
  uniqueEmail,
} from './fixtures.js';

test.describe('login', () => {
  test('asks for both fields, refuses a wrong password, then signs in to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('SAT')).toBeVisible();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos.' })).toBeVisible();

    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.aluno);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos. Tente novamente.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const senha = page.getByLabel('Senha', { exact: true });
    await senha.fill('segredo');
    await expect(senha).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(senha).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(senha).toHaveAttribute('type', 'password');
  });

  test('remember-me keeps the e-mail and a lasting session, and no password anywhere in the browser', async ({
    page,
    context,
  }) => {
    const student = await createStudent(context.request);
    await context.clearCookies();
    await loginThroughForm(page, student.email, student.password, true);

    const storage = await page.evaluate(async () => {
      const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? '']));
      const dbs = (await indexedDB.databases?.()) ?? [];
      return {
        local: dump(localStorage),
        session: dump(sessionStorage),
        cookie: document.cookie,
        dbs: dbs.map((d) => d.name),
      };
    });
    expect(storage.local.savedEmail).toBe(student.email);
    expect(storage.local.rememberMe).toBe('true');
    expect(storage.local).not.toHaveProperty('savedPassword');
    const everything = JSON.stringify(storage);
    for (const form of [
      student.password,
      Buffer.from(student.password).toString('base64'),
      encodeURIComponent(student.password),
    ]) {
      expect(everything).not.toContain(form);
    }
    // The session cookie is out of the page's reach and outlives the browser session.
    const session = (await context.cookies()).find((c) => c.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);

    // Next visit: the e-mail is prefilled and the box ticked.
    // The SPA's own requests carry Origin; a bare API call must too (Better Auth refuses it otherwise).
    await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: new URL(page.url()).origin } });
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue(student.email);
    await expect(page.getByLabel('Lembrar-me')).toBeChecked();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
  });

  test('without remember-me the session cookie ends with the browser and no e-mail is kept', async ({
    page,
    context,
  }) => {
    const student = await createStudent(context.request);
    await context.clearCookies();
    await loginThroughForm(page, student.email, student.password, false);
    const session = (await context.cookies()).find((c) => c.name.includes('session_token'));
    expect(session?.expires).toBe(-1);
    expect(await page.evaluate(() => localStorage.getItem('savedEmail'))).toBeNull();
  });
});

test.describe('signup', () => {
  test('formats WhatsApp, checks every field, refuses a taken e-mail, and creates the account', async ({ page }) => {
    await page.goto('/cadastro');
    const submit = page.getByRole('button', { name: /Criar conta|Cadastrar/ });

    await submit.click();
    await expect(page.getByText('Por favor, preencha todos os campos obrigatórios.').first()).toBeVisible();

    await page.getByLabel('Nome completo').fill('Pedro Alves');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.aluno);
    const whatsapp = page.getByLabel(/WhatsApp/);
    await whatsapp.pressSequentially('11987654321');
    await expect(whatsapp).toHaveValue('(11) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar senha').fill('12345');
    await submit.click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.').first()).toBeVisible();

    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await page.getByLabel('Confirmar senha').fill('654321');
    await submit.click();
    await expect(page.getByText('As senhas não coincidem.').first()).toBeVisible();

    await whatsapp.fill('');
    await whatsapp.pressSequentially('1198');
    await page.getByLabel('Confirmar senha').fill('123456');
    await submit.click();
    await expect(page.getByText('Por favor, informe um número de WhatsApp válido.').first()).toBeVisible();

    await whatsapp.fill('');
    await submit.click();
    await expect(page.getByText('Este email já está cadastrado.', { exact: false }).first()).toBeVisible();

    const email = uniqueEmail('pedro');
    await page.getByLabel('Email').fill(email);
    await whatsapp.pressSequentially('2133334444');
    await expect(whatsapp).toHaveValue('(21) 3333-4444');
    await submit.click();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ nome: 'Pedro Alves', email, whatsapp: '2133334444' });
  });
});

test.describe('password recovery', () => {
  test('the e-mailed link leads to a new password, signed in on /perfil; the old password stops working', async ({
    page,
    context,
    browser,
  }) => {
    const student = await createStudent(context.request);
    await context.clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: /Esqueci minha senha/ }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page.getByText('Por favor, informe seu email.').first()).toBeVisible();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page.getByText('Email enviado!')).toBeVisible();

    const mail = await lastEmailTo(student.email);
    expect(mail.body).toContain('24 horas');
    await page.goto(mail.resetLink());
    await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
    await page.getByLabel('Nova senha', { exact: true }).fill('123');
    await page.getByLabel('Confirmar nova senha').fill('123');
    await page.getByRole('button', { name: /Salvar|Redefinir|Alterar/ }).click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres').first()).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-forte');
    await page.getByRole('button', { name: /Salvar|Redefinir|Alterar/ }).click();
    await expect(page).toHaveURL(/\/perfil$/);

    const other = await browser.newContext();
    const old = await other.request.post(new URL('/api/auth/sign-in/email', page.url()).toString(), {
      data: { email: student.email, password: student.password },
    });
    expect(old.status()).toBe(401);
    await other.close();
  });

  test('a used or made-up link says so and offers a new one', async ({ page }) => {
    await page.goto('/redefinir-senha?token=inventado');
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-forte');
    await page.getByRole('button', { name: /Salvar|Redefinir|Alterar/ }).click();
    await expect(
      page.getByText('Este link de recuperação é inválido ou expirou.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /recupera|novo link|Solicitar/i })).toBeVisible();
  });
});

test.describe('sign-out', () => {
  test('asks for confirmation, can be cancelled, and ends the session on the server', async ({ page, student }) => {
    void student;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sair' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Saída' });
    await expect(dialog.getByText('Tem certeza que deseja sair do sistema?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.getByRole('dialog', { name: 'Confirmar Saída' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

test.describe('the address the app is opened at', () => {
  // The suite's server has APP_URL=http://127.0.0.1:<port> and no TRUSTED_ORIGINS: every loopback name
  // of the port must work, as when someone types either address after `npm start`.
  test('signs in at http://localhost:<port> as well as at http://127.0.0.1:<port>', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    for (const host of ['localhost', '127.0.0.1']) {
      const origin = `http://${host}:${port}`;
      await page.context().clearCookies();
      await page.goto(`${origin}/login`);
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.aluno);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page, `at ${origin}`).toHaveURL(`${origin}/dashboard`);
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeVisible();
    }
  });

  test('an anonymous visit logs nothing in red: not even the session probe', async ({ page }) => {
    // The shared fixture forgives the browser's "Failed to load resource" lines; this test does not.
    const consoleErrors: string[] = [];
    const refused: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('response', (res) => {
      if (res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
    });
    for (const path of ['/login', '/dashboard', '/cadastro']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: path === '/cadastro' ? 'Criar conta' : 'Entrar' })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
