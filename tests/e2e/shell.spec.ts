import { expect, test } from './fixtures.js';

test.describe('authenticated layout', () => {
  test('sidebar marks the exact active entry; footer and subscription banner show', async ({ page, student }) => {
    void student;
    await page.goto('/simulados/historico');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Simulados' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`© ${new Date().getFullYear()} Bizu - Todos os direitos reservados`)).toBeVisible();
    // A new student has no subscription: the red banner with the primary 'Ver planos'.
    await expect(
      page.getByText('Você não tem uma assinatura ativa. Assine agora para ter acesso ao conteúdo completo.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL(/\/assinatura$/);
  });

  test('Suporte opens the chat link with a prefilled message in a new tab', async ({ page, context, student }) => {
    void student;
    await page.goto('/dashboard');
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Suporte' }).first().click(),
    ]);
    const url = new URL(popup.url());
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain('Bizu');
  });

  test('the theme is light by default, switches to dark, and stays dark after a reload', async ({ page, student }) => {
    void student;
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Alternar tema' }).first().click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Alternar tema' }).first().click();
    await expect(html).not.toHaveClass(/dark/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes when a link is chosen, and the header hides on scroll down', async ({
    page,
    student,
  }) => {
    void student;
    await page.goto('/dashboard');
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toBeVisible();
    await open.click();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Notas', exact: true }).click();
    await expect(page).toHaveURL(/\/notas$/);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');

    // Make the page long enough to scroll, then scroll as a person would.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('main')?.appendChild(spacer);
    });
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -150);
    await expect(header).toBeInViewport();
  });
});
