import { expect, signInAs, test } from './fixtures.js';
import { premiumMateria } from './simulado-helpers.js';

const signedInRoutes = [
  '/dashboard',
  '/simulados',
  '/simulados/historico',
  '/notas',
  '/resumos',
  '/ranking',
  '/calendario',
  '/comentarios',
  '/perfil',
  '/assinatura',
  '/simulados/resultados/1',
  // '/simulados/realizar/{id}' opens only with an in-progress simulado, else it goes back to
  // /simulados (SPEC §2): covered in simulados.spec.ts; a premium subject below.
];
const adminRoutes = [
  '/admin',
  '/admin/modulos',
  '/admin/materias',
  '/admin/aulas',
  '/admin/questions',
  '/admin/alunos',
  '/admin/resumos',
  '/admin/unidades',
  '/admin/editais',
  '/admin/reports',
];

test.describe('anonymous visitor', () => {
  test('root, unknown paths, signed-in and admin routes all lead to /login', async ({ page }) => {
    for (const path of ['/', '/caminho-que-nao-existe', ...signedInRoutes.slice(0, 4), adminRoutes[0]!]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
    }
  });

  test('public pages open', async ({ page }) => {
    for (const path of ['/login', '/cadastro', '/recuperar-senha']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('signed-in student', () => {
  test('public-only pages and unknown paths send them to /dashboard; every signed-in route opens', async ({
    page,
    student,
  }) => {
    void student;
    for (const path of ['/login', '/cadastro', '/recuperar-senha', '/', '/nada-aqui']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/);
    }
    for (const path of signedInRoutes) {
      await page.goto(path);
      await expect(page, `at ${path}`).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('navigation').first()).toBeVisible();
    }
  });

  test('an outage while the session loads keeps the student signed in: the error, then a retry that works', async ({
    page,
    student,
  }) => {
    void student;
    // The server answers the session probe 503 (a restart, the database away): 4 tries, 1 s apart.
    await page.route('**/api/session', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'DATABASE_UNAVAILABLE', message: 'Serviço indisponível' }),
      }),
    );
    await page.goto('/notas');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar dados do usuário' })).toBeVisible();
    await expect(page).toHaveURL(/\/notas$/);

    // Back up: the same session, never signed out, opens the page.
    await page.unroute('**/api/session');
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    const session = await page.request.get('/api/session');
    expect(await session.json()).not.toBeNull();
  });

  test('a non-subscriber opening the player of a premium subject goes to /assinatura', async ({
    page,
    student,
    playwright,
    baseURL,
  }) => {
    void student;
    // Signed in as the demo subscriber in a separate context: the page stays the non-subscriber's.
    const assinante = await playwright.request.newContext({ baseURL });
    const premium = await premiumMateria(assinante, baseURL!);
    await assinante.dispose();

    await page.goto(`/simulados/realizar/${premium.id}`);
    await expect(page).toHaveURL(/\/assinatura$/);
    await expect(page.getByText('Esta matéria está disponível apenas para assinantes').first()).toBeVisible();
  });

  test('admin routes send a non-admin to /dashboard', async ({ page, student }) => {
    void student;
    for (const path of adminRoutes) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/);
    }
  });
});

test.describe('admin', () => {
  test('opens every admin tab inside the admin layout', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const path of adminRoutes) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText('Painel Administrativo')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });
});
